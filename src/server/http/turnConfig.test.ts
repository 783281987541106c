/**
 * The README's coturn example once relayed into private networks: no denied-peer-ip at all,
 * TCP relays, no quotas, the admin console on. deploy/turnserver.conf is the example we ship;
 * this checks every line that keeps the relay from reaching what it must not, so an edit that
 * drops one fails here. (e2e/relay.test.ts runs coturn with this very file.)
 */
import { readFileSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';
import { describe, expect, it } from 'vitest';

const FILE = new URL('../../../deploy/turnserver.conf', import.meta.url);
const lines = readFileSync(FILE, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const values = (key: string) =>
  lines.filter((l) => l.split('=')[0] === key).map((l) => l.slice(key.length + 1));

/** An address as a number in its family's space (IPv4 in 32 bits, IPv6 in 128). */
function toBig(ip: string): bigint {
  if (isIPv4(ip)) return ip.split('.').reduce((n, part) => (n << 8n) | BigInt(part), 0n);
  if (!isIPv6(ip)) throw new Error(`not an address: ${ip}`);
  let text = ip;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = toBig(v4[1]!);
    text = text.replace(v4[1]!, `${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`);
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t];
  return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

interface Range {
  v6: boolean;
  from: bigint;
  to: bigint;
}

const rangeOf = (text: string): Range => {
  const [a, b = a] = text.split('-') as [string, string?];
  return { v6: isIPv6(a), from: toBig(a), to: toBig(b!) };
};

const cidr = (text: string): Range => {
  const [ip, bits] = text.split('/') as [string, string];
  const v6 = isIPv6(ip);
  const size = v6 ? 128n : 32n;
  const host = size - BigInt(bits);
  const from = (toBig(ip) >> host) << host;
  return { v6, from, to: from + (1n << host) - 1n };
};

/** The ranges the brief names, and the usual rest of "not on the internet". */
const MUST_DENY = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '224.0.0.0/4',
  '::1/128',
  '::ffff:0:0/96',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
];

describe('deploy/turnserver.conf, the hardened coturn example', () => {
  const denied = values('denied-peer-ip').map(rangeOf);

  it.each(MUST_DENY)('denies relaying to %s', (block) => {
    const want = cidr(block);
    const covered = denied.some((d) => d.v6 === want.v6 && d.from <= want.from && d.to >= want.to);
    expect(covered, `no denied-peer-ip covers ${block}`).toBe(true);
  });

  it('allows nothing back inside the denied ranges and never loopback peers', () => {
    expect(values('allowed-peer-ip')).toEqual([]);
    expect(lines).not.toContain('allow-loopback-peers');
  });

  it('relays UDP only, has no admin console, and takes TURN REST credentials only', () => {
    for (const flag of ['no-tcp-relay', 'no-cli', 'no-multicast-peers', 'use-auth-secret'])
      expect(lines, flag).toContain(flag);
    expect(values('static-auth-secret')).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('lt-cred-mech') || l.startsWith('user='))).toBe(false);
  });

  it('limits what one person and everyone together can take', () => {
    const quota = (key: string) => Number(values(key)[0]);
    expect(quota('user-quota')).toBeGreaterThan(0);
    expect(quota('user-quota')).toBeLessThanOrEqual(20);
    expect(quota('total-quota')).toBeGreaterThan(quota('user-quota'));
    expect(quota('max-bps')).toBeGreaterThan(0);
  });

  it('parses addresses the way the checks above assume', () => {
    expect(toBig('::ffff:1.2.3.4')).toBe(toBig('::ffff:102:304'));
    expect(cidr('fc00::/7')).toEqual({
      v6: true,
      from: toBig('fc00::'),
      to: toBig('fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'),
    });
    expect(cidr('169.254.0.0/16').to).toBe(toBig('169.254.255.255'));
  });
});
