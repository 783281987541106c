import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AI } from '../../shared/constants.ts';
import { startTestServer, steerableClock, type TestServer } from '../testing/harness.ts';
import { AI_ADDRESS_WINDOWS } from './limiter.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const [perMinute] = AI.rateLimits;
const addressPerMinute = AI_ADDRESS_WINDOWS[0]!;
const addressPerDay = AI_ADDRESS_WINDOWS[1]!;

/**
 * The AI buddy's budgets through real HTTP, on the server's injected clock: every request comes
 * from one address (loopback), as a script switching guest tokens would.
 */
describe('AI buddy budgets: fresh guest tokens from one address', () => {
  let server: TestServer;
  let clock: ReturnType<typeof steerableClock>;
  beforeEach(async () => {
    clock = steerableClock();
    server = await startTestServer({}, 'sqlite', false, clock.now);
  });
  afterEach(() => server.close());

  /** A new guest; `device`: in a browser that already has that device cookie. */
  async function guest(device?: string): Promise<{ token: string; device: string }> {
    const res = await fetch(`${server.url}/api/auth/guest`, {
      method: 'POST',
      headers: device ? { cookie: device } : {},
    });
    expect(res.status).toBe(200);
    const set = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('mu_device='));
    const { token } = (await res.json()) as { token: string };
    return { token, device: device ?? set! };
  }

  const ask = (who: { token: string; device: string } | null) =>
    fetch(`${server.url}/api/ai/chat`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(who ? { authorization: `Bearer ${who.token}`, cookie: who.device } : {}),
      },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }] }),
    });

  async function refusal(res: Response) {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    return ((await res.json()) as { error: string }).error;
  }

  it("a new guest in the same browser inherits the browser's spent budget, until the window passes", async () => {
    const first = await guest();
    for (let i = 0; i < perMinute.limit; i++) expect((await ask(first)).status).toBe(200);
    expect(await refusal(await ask(first))).toMatch(
      /^You're sending messages too fast\. Please wait \d+ seconds? and try again\.$/,
    );

    // a fresh token, same browser: refused; dropping the cookie too does not help (the guest
    // remembers the browser it was made in)
    const second = await guest(first.device);
    await refusal(await ask(second));
    await refusal(await ask({ token: second.token, device: '' }));

    clock.advance(MINUTE);
    expect((await ask(second)).status).toBe(200);
  });

  it("the address's daily budget holds across guests and browsers, and renews the next day", async () => {
    // five guests in five browsers: together as fast as the address's minute window allows
    const browsers = addressPerMinute.limit / perMinute.limit;
    const guests = await Promise.all(Array.from({ length: browsers }, () => guest()));
    let answered = 0;
    while (answered < addressPerDay.limit) {
      const batch = Math.min(addressPerMinute.limit, addressPerDay.limit - answered);
      const statuses = await Promise.all(
        Array.from({ length: batch }, (_, i) => ask(guests[i % browsers]!).then((r) => r.status)),
      );
      expect(statuses.every((s) => s === 200)).toBe(true);
      answered += batch;
      clock.advance(MINUTE);
    }

    // each guest still has budget of its own, and a brand-new guest in a brand-new browser
    // has all of it: the address's day is spent all the same, for signed-out visitors too
    const fresh = await guest();
    for (const who of [guests[0]!, fresh, null]) {
      expect(await refusal(await ask(who))).toMatch(
        /^You're sending messages too fast\. Please wait \d+ hours and try again\.$/,
      );
    }

    clock.advance(DAY);
    expect((await ask(fresh)).status).toBe(200);
    expect((await ask(guests[0]!)).status).toBe(200);
    expect((await ask(null)).status).toBe(200);
  });
});
