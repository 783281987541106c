import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import type { Browser, Page } from 'playwright-core';

/**
 * One browser's way to the server, through a TCP relay that can be cut as a network change
 * would: open connections drop and new ones are refused until it is switched back on. Media
 * (WebRTC, host candidates on loopback) does not pass through it, just as a blip of the
 * signalling path leaves a peer-to-peer call running.
 */
export async function cuttableRoute(target: string) {
  let to = new URL(target);
  let cut = false;
  const open = new Set<Socket>();
  const relay = createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = connect(Number(to.port), to.hostname);
    // Either side gone means the other is too: a refused or reset upstream (a server that just
    // closed its port) must fail the browser's connection at once, as it would without a
    // relay; piping alone left it open and silent until the client's 20 s connect timeout.
    for (const [s, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(s);
      s.on('close', () => {
        open.delete(s);
        other.destroy();
      });
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port: relayPort } = relay.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${relayPort}`,
    cut() {
      cut = true;
      for (const s of open) s.destroy();
    },
    restore() {
      cut = false;
    },
    /** from now on to another server (a restarted one on a new port) */
    retarget(url: string) {
      to = new URL(url);
    },
    close() {
      for (const s of open) s.destroy();
      return new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}

/** A browser user whose every request goes through its own route. */
export async function userBehind(browser: Browser, route: { url: string }): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: route.url,
  });
  await context.grantPermissions(['camera', 'microphone'], { origin: route.url });
  return context.newPage();
}
