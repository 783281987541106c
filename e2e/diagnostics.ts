import type { Browser, Page } from 'playwright-core';

/**
 * What each open page showed when a browser test failed: its address, the words on screen and
 * its last console lines and refused requests. A failure on a loaded CI machine cannot be watched again; this says
 * which screen a person was stuck on (Home, searching, a dialog, an error) in the log itself.
 * No vitest here: the benches watch pages with it too; diagnostics.setup.ts prints a failure.
 */
const browsers = new Set<Browser>();
const consoles = new WeakMap<Page, string[]>();
const KEPT_LINES = 40;

export function watchBrowser(browser: Browser): Browser {
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  return browser;
}

export function watchPage(page: Page): void {
  const lines: string[] = [];
  consoles.set(page, lines);
  let last = { line: '', times: 0 };
  const keep = (line: string) => {
    // a run of the same line (a drawing's strokes, the heartbeat) is one line with its count
    const stamped = `${new Date().toISOString().slice(11, 23)} ${line}`;
    if (line === last.line && lines.length) {
      last.times += 1;
      lines[lines.length - 1] = `${stamped} (x${last.times})`;
      return;
    }
    last = { line, times: 1 };
    lines.push(stamped);
    if (lines.length > KEPT_LINES) lines.shift();
  };
  page.on('console', (m) => keep(`[${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => keep(`[pageerror] ${e.message}`));
  // a refused request names its route and the server's code (the console says only "403")
  page.on('response', (r) => {
    if (r.status() < 400) return;
    const path = new URL(r.url()).pathname;
    void r
      .json()
      .then(
        (b: { code?: unknown }) => b.code,
        () => undefined,
      )
      .then((code) =>
        keep(`[http ${r.status()}] ${r.request().method()} ${path} ${String(code ?? '')}`),
      );
  });
  // the realtime events the page sent and got (not WebRTC's signals or the heartbeat, nor acks
  // that say ok; a run of one event is one line with its count):
  // whether a search was sent, and what the server answered, is in the log itself
  page.on('websocket', (ws) => {
    const note = (way: string) => (frame: { payload: string | Buffer }) => {
      const event = socketEvent(String(frame.payload));
      if (event) keep(`[ws ${way}] ${event}`);
    };
    ws.on('framesent', note('sent'));
    ws.on('framereceived', note('got'));
    ws.on('close', () => keep('[ws] closed'));
  });
  // (a navigation aborts what the page left was loading: not a failure)
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED')
      keep(`[http failed] ${r.method()} ${new URL(r.url()).pathname} ${error}`);
  });
}

/** The open pages of every watched browser, each described (the setup file prints them). */
export async function describeOpenPages(): Promise<string[]> {
  const pages = [...browsers].flatMap((b) => b.contexts().flatMap((c) => c.pages()));
  return Promise.all(pages.map(describePage));
}

async function describePage(page: Page): Promise<string> {
  const text = await page
    .evaluate(() =>
      // the page's own content, open dialogs and live notices; not the sidebar's links
      [...document.querySelectorAll('main, [role="dialog"], [role="alert"], [role="status"]')]
        .map((e) => (e as HTMLElement).innerText)
        .join(' | '),
    )
    .then((t) => t.replace(/\s+/g, ' ').slice(0, 600))
    .catch((e: Error) => `(unreadable: ${e.message.split('\n')[0]})`);
  const lines = consoles.get(page) ?? [];
  return [`  page ${page.url()}`, `    shows: ${text}`, ...lines.map((l) => `    ${l}`)].join('\n');
}

const QUIET_EVENTS = new Set(['signal', 'ping', 'pong']);

/**
 * A Socket.IO frame as a line: an event's name (and a refusal's code), else null. Engine.IO
 * message packets start with 4, then Socket.IO's 2 (event) or 3 (ack) and an optional ack id.
 */
function socketEvent(payload: string): string | null {
  const m = /^4([23])\d*(\[.*)$/s.exec(payload);
  if (!m) return null;
  let body: unknown;
  try {
    body = JSON.parse(m[2]!);
  } catch {
    return null;
  }
  if (!Array.isArray(body)) return null;
  // WebRTC's signals and the heartbeat say nothing about where a person is stuck
  if (m[1] === '2') return QUIET_EVENTS.has(String(body[0])) ? null : String(body[0]);
  const answer = body[0] as { ok?: boolean; code?: string } | undefined;
  return answer && answer.ok === false ? `refused ${answer.code ?? ''}` : null;
}
