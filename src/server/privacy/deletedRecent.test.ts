import { describe, expect, it } from 'vitest';
import type {
  ContactAddedPayload,
  ContactsResponse,
  PartnerFound,
  RecentResponse,
  SessionResponse,
} from '../../shared/protocol/index.ts';
import { CONTACTS } from '../../shared/protocol/contacts.ts';
import { DEVICE_COOKIE } from '../http/cookies.ts';
import { rememberDevice } from '../moderation/store.ts';
import { ack, nextEvent, testEngines, type AppClientSocket } from '../testing/harness.ts';
import { serverSuite } from '../testing/suite.ts';
import { runRetention } from './retention.ts';

let tag = 0;
const POLICY = { guestIdleDays: 30, reportDays: 90 };

/**
 * Deleting one's data never erases another person's way to report them: the other's Recent
 * keeps the meeting as "deleted account" for its 7 days, reports from it count toward the
 * automatic bans, and a ban earned so binds the deleted person's browsers.
 */
describe.each(testEngines())(
  'a deleted account in the Recent of the people it met (%s)',
  (engine) => {
    const suite = serverSuite(engine);
    const { clock, api } = suite;
    const db = () => suite.server.services.store.db;

    interface Person {
      id: string;
      token: string;
      device: string;
      socket: AppClientSocket;
    }
    async function person(): Promise<Person> {
      const { id, token, device, socket } = await suite.person();
      expect(device).toBeTruthy();
      return { id, token, device: device!, socket };
    }
    const recentOf = async (p: Person) =>
      ((await (await api(p.token, '/api/recent')).json()) as RecentResponse).items;
    const report = (p: Person, matchId: string) =>
      api(p.token, `/api/recent/${matchId}/report`, {
        method: 'POST',
        body: JSON.stringify({ reason: 'harassment' }),
      });
    const deleteData = async (p: Person) => {
      const res = await api(p.token, '/api/me', {
        method: 'DELETE',
        body: JSON.stringify({ confirm: true }),
      });
      expect(res.status).toBe(204);
    };
    /** a new guest on a browser that carries `device` (its other cookies gone with the account) */
    const newGuestOn = async (device: string) => {
      const res = await fetch(`${suite.server.url}/api/auth/guest`, {
        method: 'POST',
        headers: { cookie: `${DEVICE_COOKIE}=${device}` },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as SessionResponse;
    };

    /** a and b in a call, then out of it; the match id */
    async function meet(a: Person, b: Person, keep = false): Promise<string> {
      const interests = [`deleted${++tag}`];
      const found = nextEvent<PartnerFound>(b.socket, 'partnerFound');
      await ack(a.socket, 'findPartner', { interests });
      await ack(b.socket, 'findPartner', { interests });
      const { matchId } = await found;
      if (keep) {
        const added = nextEvent<ContactAddedPayload>(a.socket, 'contactAdded');
        await ack(a.socket, 'keepInTouch', { want: true });
        await ack(b.socket, 'keepInTouch', { want: true });
        await added;
      }
      await ack(a.socket, 'leave');
      return matchId;
    }

    const recordOf = (matchId: string, ownerId: string) =>
      db()
        .selectFrom('recent_meetings')
        .innerJoin('users', 'users.id', 'recent_meetings.other_id')
        .selectAll('users')
        .where('recent_meetings.match_id', '=', matchId)
        .where('recent_meetings.user_id', '=', ownerId)
        .executeTakeFirstOrThrow();

    it('keeps the meeting as a deleted account, reportable, with nothing else of the person', async () => {
      const a = await person();
      const b = await person();
      const matchId = await meet(a, b, true);
      const before = await recentOf(b);
      expect(before).toEqual([
        expect.objectContaining({ matchId, deleted: false, isContact: true }),
      ]);
      expect(
        ((await (await api(b.token, '/api/contacts')).json()) as ContactsResponse).items,
      ).toHaveLength(1);

      await deleteData(a);

      // the row stays, country and time as they were, no name and no contact
      expect(await recentOf(b)).toEqual([
        {
          matchId,
          name: '',
          deleted: true,
          countryCode: before[0]!.countryCode,
          metAt: before[0]!.metAt,
          isContact: false,
        },
      ]);
      expect(
        ((await (await api(b.token, '/api/contacts')).json()) as ContactsResponse).items,
      ).toEqual([]);
      // what the row names is the anonymous record: nothing that says who, or where they are
      const record = await recordOf(matchId, b.id);
      expect(record).toMatchObject({
        provider: 'deleted',
        display_name: null,
        email: null,
        username: null,
        country_code: null,
        device_id: null,
      });
      expect(record.id).not.toBe(a.id);
      expect(await db().selectFrom('users').select('id').where('id', '=', a.id).execute()).toEqual(
        [],
      );
      expect(
        await db()
          .selectFrom('presence_settings')
          .select('user_id')
          .where('user_id', 'in', [a.id, record.id])
          .execute(),
      ).toEqual([]);

      // the report is accepted once, and lands on the record
      expect((await report(b, matchId)).status).toBe(204);
      const again = await report(b, matchId);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ code: 'already_reported' });
      const filed = await db()
        .selectFrom('reports')
        .select(['reported_id', 'reporter_id'])
        .where('match_id', '=', matchId)
        .execute();
      expect(filed).toEqual([{ reported_id: record.id, reporter_id: b.id }]);
    });

    it('keeps the entry for its 7 days only; retention then ends the hold', async () => {
      const a = await person();
      const b = await person();
      const matchId = await meet(a, b);
      await deleteData(a);
      const record = await recordOf(matchId, b.id);
      const devices = () =>
        db()
          .selectFrom('user_devices')
          .select('device_id')
          .where('user_id', '=', record.id)
          .execute();
      expect(await devices()).toEqual([{ device_id: a.device }]);

      clock.advance(CONTACTS.recentKeepMs - 60_000);
      expect((await recentOf(b)).map((r) => r.matchId)).toEqual([matchId]);
      clock.advance(60_000);
      expect(await recentOf(b)).toEqual([]);
      const late = await report(b, matchId);
      expect(late.status).toBe(404);
      expect(await late.json()).toMatchObject({ code: 'not_your_match' });

      const result = await runRetention(db(), POLICY, clock.now());
      expect(result.deletedHolds).toBeGreaterThanOrEqual(1);
      // no report, ban or block came of it: the record goes with its device ids
      expect(await devices()).toEqual([]);
      expect(
        await db().selectFrom('users').select('id').where('id', '=', record.id).execute(),
      ).toEqual([]);
    });

    it('counts reports from Recent toward the automatic ban, which binds the deleted browser', async () => {
      const a = await person();
      const [b, c, d] = [await person(), await person(), await person()];
      const matches = [await meet(a, b), await meet(a, c), await meet(a, d)];
      await deleteData(a);
      const record = await recordOf(matches[0]!, b.id);

      expect((await report(b, matches[0]!)).status).toBe(204);
      expect((await report(c, matches[1]!)).status).toBe(204);
      // two reporters: no ban yet, the browser is free
      expect((await newGuestOn(a.device)).user.isBanned).toBe(false);
      expect((await report(d, matches[2]!)).status).toBe(204);

      const bans = await db()
        .selectFrom('bans')
        .select(['source', 'device_id'])
        .where('user_id', '=', record.id)
        .execute();
      expect(bans).toEqual(
        expect.arrayContaining([
          { source: 'reports', device_id: null },
          { source: 'device', device_id: a.device },
        ]),
      );
      // a new guest on the deleted person's browser is born banned; another browser is not
      const reborn = await newGuestOn(a.device);
      expect(reborn.user).toMatchObject({ isBanned: true, banExpiresAt: expect.any(String) });
      expect((await newGuestOn(b.device)).user.isBanned).toBe(false);

      // after the 7 days the kept device ids go, the ban's own rows and the record stay
      clock.advance(CONTACTS.recentKeepMs);
      await runRetention(db(), POLICY, clock.now());
      expect(
        await db()
          .selectFrom('user_devices')
          .select('device_id')
          .where('user_id', '=', record.id)
          .execute(),
      ).toEqual([]);
      expect(
        await db().selectFrom('users').select('provider').where('id', '=', record.id).execute(),
      ).toEqual([{ provider: 'deleted' }]);
    });

    it('a deleted member is banned by reports from Recent only with a member among the reporters', async () => {
      const a = await person();
      await db()
        .updateTable('users')
        .set({ is_anonymous: 0, provider: 'google' })
        .where('id', '=', a.id)
        .execute();
      // as at sign-in: the member's browser is listed for the bans they may earn
      await rememberDevice(
        db(),
        { id: a.id, is_anonymous: 0, banned_until: null, ban_reason: null },
        a.device,
        clock.now(),
      );
      const others = [await person(), await person(), await person(), await person()];
      const matches: string[] = [];
      for (const o of others) matches.push(await meet(a, o));
      await deleteData(a);
      const record = await recordOf(matches[0]!, others[0]!.id);
      expect(record).toMatchObject({ provider: 'deleted', is_anonymous: 0 });

      // three guests: counted, but guests alone never ban a member; the reports wait
      for (let i = 0; i < 3; i++) expect((await report(others[i]!, matches[i]!)).status).toBe(204);
      expect((await newGuestOn(a.device)).user.isBanned).toBe(false);
      // a member's report makes it: the ban binds the deleted member's browser
      await db()
        .updateTable('users')
        .set({ is_anonymous: 0, provider: 'google' })
        .where('id', '=', others[3]!.id)
        .execute();
      expect((await report(others[3]!, matches[3]!)).status).toBe(204);
      expect((await newGuestOn(a.device)).user.isBanned).toBe(true);
    });
  },
);
