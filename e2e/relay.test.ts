import type { Page } from 'playwright-core';
import type { IceResponse } from '../src/shared/protocol/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueAsGuest, findPartner, partnerVideoPlays, startApp, type App } from './browser.ts';
import { startTurn, type Turn } from './turn.ts';
import { axeViolations } from './axeCheck.ts';

const RELAY = 'Relay my calls (hides my IP from partners)';

/**
 * Records every RTCPeerConnection the app makes (the app keeps its own private), so the test
 * can read the real connection's configuration and getStats(); nothing else is changed.
 */
function recordPeerConnections(): void {
  const Native = window.RTCPeerConnection;
  const made: RTCPeerConnection[] = [];
  (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = made;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      made.push(this);
    }
  };
}

interface PairSeen {
  policy: string | undefined;
  state: string;
  local: string | undefined;
  remote: string | undefined;
  localTypes: string[];
}

/** The selected candidate pair of the page's newest connection, as getStats() reports it. */
function selectedPair(page: Page): Promise<PairSeen | null> {
  return page.evaluate(async () => {
    const pcs = (window as unknown as { __pcs?: RTCPeerConnection[] }).__pcs ?? [];
    const pc = pcs[pcs.length - 1];
    if (!pc) return null;
    const stats = await pc.getStats();
    const all = [...stats.values()] as (RTCStats & Record<string, string | undefined>)[];
    const transport = all.find((s) => s.type === 'transport' && s.selectedCandidatePairId);
    const pair = transport && stats.get(transport.selectedCandidatePairId!);
    return {
      policy: pc.getConfiguration().iceTransportPolicy,
      state: pc.connectionState,
      local: pair && stats.get(pair.localCandidateId)?.candidateType,
      remote: pair && stats.get(pair.remoteCandidateId)?.candidateType,
      localTypes: all.filter((s) => s.type === 'local-candidate').map((s) => s.candidateType!),
    };
  });
}

describe('hide my IP: relayed calls through a real coturn', () => {
  let turn: Turn;
  let app: App;
  beforeAll(async () => {
    turn = await startTurn();
    app = await startApp(turn.env);
  });
  afterAll(async () => {
    await app?.close();
    await turn?.stop();
  });

  it('a call with the setting on connects through coturn, relay on that side, both videos play', async () => {
    const a = await app.newUser();
    await a.context.addInitScript(recordPeerConnections);
    const ice: IceResponse[] = [];
    a.page.on('response', (res) => {
      // (the Settings page's answer may be gone once the page navigated: only the call's counts;
      // the one before the 18+ gate was answered is a 403: no credentials for that session yet)
      if (new URL(res.url()).pathname === '/api/ice' && res.ok())
        res.json().then(
          (body: IceResponse) => ice.push(body),
          () => undefined,
        );
    });
    const { page: b, context: bContext } = await app.newUser();
    await bContext.addInitScript(recordPeerConnections);
    for (const page of [a.page, b]) await continueAsGuest(page);

    // the setting is off by default; the server has TURN, so it can be turned on
    await a.page.goto('/settings');
    const toggle = a.page.getByRole('switch', { name: RELAY });
    await toggle.and(a.page.locator(':enabled')).waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await a.page.locator('label', { hasText: RELAY }).click(); // the switch's visible label
    expect(await toggle.isChecked()).toBe(true);
    await a.page.goto('/');

    await findPartner(a.page, 'relaytest');
    await findPartner(b, 'relaytest');
    await Promise.all([partnerVideoPlays(a.page), partnerVideoPlays(b)]);

    const seenByA = await selectedPair(a.page);
    expect(seenByA).toMatchObject({ policy: 'relay', state: 'connected', local: 'relay' });
    // relay-only: the browser never even gathered an address of its own to offer the partner
    expect(new Set(seenByA!.localTypes)).toEqual(new Set(['relay']));
    // the partner left the setting off; what it connects to on A's side is the relay
    const seenByB = await selectedPair(b);
    expect(seenByB).toMatchObject({ policy: 'all', state: 'connected', remote: 'relay' });

    // coturn itself took the allocation, with A's TURN REST username from GET /api/ice
    const usernames = ice.map((r) => r.iceServers.find((s) => s.username)?.username);
    expect(usernames.length).toBeGreaterThan(0);
    for (const username of usernames) {
      const expiry = Number(username!.split(':')[0]) * 1000;
      expect(Math.abs(expiry - Date.now() - 600_000)).toBeLessThan(120_000); // TURN_TTL_SECONDS
    }
    const allocated = turn
      .log()
      .split('\n')
      .filter((line) => /ALLOCATE processed, success/.test(line));
    expect(allocated.some((line) => usernames.some((u) => line.includes(u!)))).toBe(true);
  });
});

describe('hide my IP without a relay server', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app?.close());

  it('the setting is off and disabled, and says why', async () => {
    const { page } = await app.newUser();
    await continueAsGuest(page);
    await page.goto('/settings');
    const toggle = page.getByRole('switch', { name: RELAY });
    await page
      .getByText('Not available: this server has no relay (TURN) server set up', { exact: false })
      .waitFor();
    expect(await toggle.isDisabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});
