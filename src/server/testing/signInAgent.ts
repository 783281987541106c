import type { AuthPopupMessage, SessionResponse } from '../../shared/protocol/index.ts';

/**
 * A minimal browser for the OAuth redirect dance in server tests: a cookie jar (loopback
 * only, so names are enough) and manual redirect following.
 */
export function createAgent() {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  function store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k = '', v = ''] = a.trim().split('=');
        if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k.toLowerCase() === 'expires') return Date.parse(v) < Date.now();
        return false;
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function go(url: string, init: RequestInit = {}) {
    let res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    store(res);
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 15; hops++) {
      url = new URL(res.headers.get('location')!, url).toString();
      res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
      store(res);
    }
    return { res, url, text: await res.text() };
  }

  return {
    jar,
    go,
    /** POST /api/auth/guest or /refresh with this agent's cookies. */
    async session(appUrl: string, kind: 'guest' | 'refresh') {
      const { res, text } = await go(`${appUrl}/api/auth/${kind}`, { method: 'POST' });
      return { status: res.status, body: JSON.parse(text || '{}') as SessionResponse };
    },
  };
}

export type Agent = ReturnType<typeof createAgent>;

/** The report the callback page hands to the app. */
export function popupMessage(html: string): AuthPopupMessage {
  const match = /<script type="application\/json" id="mu-auth-result">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error(`not a callback page:\n${html.slice(0, 500)}`);
  return JSON.parse(match[1]!) as AuthPopupMessage;
}

/** Google sign-in against the oidc-provider stand-in: log in as `login`, or cancel. */
export async function googleSignIn(agent: Agent, appUrl: string, login: string | 'cancel') {
  const page = await agent.go(`${appUrl}/api/auth/google/start`);
  if (page.res.status !== 200) throw new Error(`login page: ${page.res.status} ${page.text}`);
  if (login === 'cancel') {
    const abort = /href="([^"]*\/abort)"/.exec(page.text)?.[1];
    if (!abort) throw new Error('no abort link on the login page');
    const done = await agent.go(new URL(abort.replace(/&amp;/g, '&'), page.url).toString());
    return { ...done, message: popupMessage(done.text) };
  }
  const action = /<form[^>]*action="([^"]+)"/.exec(page.text)?.[1];
  if (!action) throw new Error(`no login form:\n${page.text.slice(0, 500)}`);
  const done = await agent.go(new URL(action.replace(/&amp;/g, '&'), page.url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
  });
  return { ...done, message: popupMessage(done.text) };
}

/** Facebook sign-in against the stand-in (its dialog approves or cancels by itself). */
export async function facebookSignIn(agent: Agent, appUrl: string) {
  const done = await agent.go(`${appUrl}/api/auth/facebook/start`);
  return { ...done, message: popupMessage(done.text) };
}
