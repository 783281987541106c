import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axeCheck.ts';
import { nextPaint, startApp, type App } from './browser.ts';
import {
  contactNames,
  contactRow,
  guest,
  hangUp,
  keepButton,
  keepInTouch,
  meet,
  openPeople,
  pressed,
  RING_ENV,
  recentRows,
  shoot,
  tokenOf,
  toolbar,
} from './contacts-helpers.ts';

/**
 * What the call's controls and partner bar show, as text and pressed states (to see that
 * nothing changed); not the video, whose safety check ends on its own clock.
 */
const callScreenText = (page: Page) =>
  page.getByRole('toolbar', { name: 'Call controls' }).evaluate((el) => {
    const pressed = [...el.querySelectorAll('[aria-pressed]')].map(
      (b) => `${b.getAttribute('aria-label') ?? b.textContent}:${b.getAttribute('aria-pressed')}`,
    );
    return `${(el as HTMLElement).innerText}\n${pressed.join(',')}`;
  });

describe('contacts: Keep in touch, People, Recent', () => {
  let app: App;
  let a: Page;
  let b: Page;
  let c: Page;
  let d: Page;
  let aName: string;
  let bName: string;

  beforeAll(async () => {
    app = await startApp(RING_ENV);
    // one after another: four pages loading at once overwhelm a small machine
    a = await guest(app, undefined, 'Germany');
    b = await guest(app, undefined, 'France');
    c = await guest(app, undefined, 'Brazil');
    d = await guest(app, undefined, 'United Kingdom');
  }, 300_000);
  afterAll(() => app.close());

  it('both press Keep in touch: each is told and sees the other on People', async () => {
    await meet(a, b);
    expect(await keepButton(a).getAttribute('aria-pressed')).toBe('false');
    const told = await keepInTouch(a, b);
    [bName, aName] = [told.aSaw, told.bSaw];
    expect(await keepButton(b).getAttribute('aria-pressed')).toBe('true');
    // the toast links to People
    expect(await a.getByRole('link', { name: 'People' }).count()).toBeGreaterThan(0);
    // the toggle fits the phone's control bar, upright and on its side
    for (const size of [
      { width: 390, height: 844 },
      { width: 844, height: 390 },
    ]) {
      await a.setViewportSize(size);
      await nextPaint(a);
      const box = (await keepButton(a).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    }
    await a.setViewportSize({ width: 1280, height: 800 });
    await shoot(a, 'call-keep-in-touch');
    await hangUp(a, b);

    await Promise.all([openPeople(a), openPeople(b)]);
    expect(await contactNames(a)).toEqual([bName]);
    expect(await contactNames(b)).toEqual([aName]);
    const row = contactRow(a, 'France');
    await row.getByText('Online', { exact: true }).waitFor();
    await row.getByText(/Last met (now|\d+ minutes? ago)/).waitFor();
  });

  it('one who presses alone: the partner sees nothing change and neither list grows', async () => {
    await meet(c, d);
    const before = await callScreenText(d);
    await keepButton(c).click();
    await pressed(c);
    // a guest is told how long contacts last
    await c
      .getByText('As a guest, your contacts last as long as your guest session.', {
        exact: false,
      })
      .first()
      .waitFor();
    await nextPaint(d);
    expect(await callScreenText(d)).toBe(before);
    expect(await d.getByText(/are now contacts/).count()).toBe(0);
    await hangUp(c, d);
    await Promise.all([openPeople(c), openPeople(d)]);
    expect(await contactNames(c)).toEqual([]);
    expect(await contactNames(d)).toEqual([]);
    await d.getByText('In a call, press Keep in touch', { exact: false }).waitFor();
  });

  it('People shows who is online and offline, live, and Recent lists who was met', async () => {
    // a and c become contacts too; then c leaves the site
    await Promise.all([a.goto('/'), c.goto('/')]);
    await meet(a, c);
    const { aSaw: cName } = await keepInTouch(a, c);
    await hangUp(a, c);
    await openPeople(a);
    expect((await contactNames(a)).sort()).toEqual([bName, cName].sort());
    await contactRow(a, 'Brazil').getByText('Online', { exact: true }).waitFor();
    await c.goto('about:blank');
    // told live: no reload
    const offline = contactRow(a, 'Brazil');
    await offline.getByText('Offline', { exact: true }).waitFor();
    expect(await offline.getByRole('button', { name: `Call ${cName}` }).isDisabled()).toBe(true);
    await offline.getByText(`${cName} is offline. You can call when they are online.`).waitFor();
    expect(
      await contactRow(a, 'France')
        .getByRole('button', { name: `Call ${bName}` })
        .isEnabled(),
    ).toBe(true);
    expect(await recentRows(a).count()).toBe(2);
    expect(await axeViolations(a)).toEqual([]);
    await shoot(a, 'people');
  });

  it('Report from Recent reaches the moderation queue with the match', async () => {
    await openPeople(d);
    const row = recentRows(d).first();
    await row.getByRole('button', { name: /^Report / }).click();
    const dialog = d.getByRole('dialog', { name: 'Are you sure?' });
    const reasons = dialog.getByRole('group', { name: 'Reason' }).getByRole('radio');
    expect(await reasons.evaluateAll((r) => r.map((e) => e.parentElement!.textContent))).toEqual([
      'Nudity or sexual content',
      'Harassment or hate',
      'Appears under 18',
      'Spam or scam',
      'Other',
    ]);
    expect(await axeViolations(d)).toEqual([]);
    await dialog.getByRole('radio', { name: 'Spam or scam' }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await d.getByText('Report sent').waitFor();
    await row.getByRole('button', { name: /^Reported / }).waitFor();

    const token = await tokenOf(d);
    const recent = (await (
      await d.request.get('/api/recent', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { items: { matchId: string }[] };
    const reports = await app.server.services.store.db
      .selectFrom('reports')
      .select(['match_id'])
      .execute();
    expect(reports.map((r) => r.match_id)).toEqual([recent.items[0]!.matchId]);
  });

  it('Block from Recent, after asking, removes the contact on both sides', async () => {
    await openPeople(a);
    const row = recentRows(a).filter({ hasText: 'France' });
    await row.getByRole('button', { name: `Block ${bName}` }).click();
    const confirm = a.getByRole('dialog', { name: `Block ${bName}?` });
    await confirm.getByRole('button', { name: 'Block' }).click();
    await a.getByText(`You won't be matched with ${bName} again.`, { exact: false }).waitFor();
    await row.getByRole('button', { name: `Blocked ${bName}` }).waitFor();
    // the list loses France's contact at once; Brazil's stays
    await contactRow(a, 'France').waitFor({ state: 'detached' });
    await contactRow(a, 'Brazil').waitFor();
    await openPeople(b);
    expect(await contactNames(b)).toEqual([]);
    expect(await toolbar(b).count()).toBe(0);
  });
});
