import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

type Trust = (address: string, hop: number) => boolean;

/** What the rule reads of a request: its headers and the peer's address. */
export interface PeerRequest {
  headers: IncomingMessage['headers'];
  socket: { remoteAddress?: string | undefined };
}

/**
 * Fastify's trusted-hop rule for TRUST_PROXY (its lib/request.js), so a socket's address is
 * the one `request.ip` gives the same client: the nearest X-Forwarded-For hop that is not a
 * trusted proxy. A hop count alone cannot vouch for the peer, so it trusts nothing (as Fastify
 * does); `true` trusts every hop (then the left-most entry wins: only for a proxy that
 * overwrites the header).
 */
function trustOf(trustProxy: boolean | number | string): Trust | null {
  if (trustProxy === false) return null;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return () => false;
  return proxyAddr.compile(trustProxy.split(',').map((v) => v.trim()));
}

/** The client address of an HTTP request (the socket's handshake) under TRUST_PROXY. */
export function clientAddressOf(
  trustProxy: boolean | number | string,
): (request: PeerRequest) => string {
  const trust = trustOf(trustProxy);
  return (request) => {
    if (!trust) return request.socket.remoteAddress ?? '';
    const all = proxyAddr.all(request as IncomingMessage, trust);
    return all[all.length - 1] ?? '';
  };
}
