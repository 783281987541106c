import { randomUUID } from 'node:crypto';
import {
  APPEAL_MAX,
  type ActionResult,
  ESCALATE_BAN_MS,
  type ConsoleCode,
  type OperatorBanReason,
  type StandingPayload,
} from '../../shared/protocol/index.ts';
import type { Db } from '../store/db.ts';
import { bansWritten, liftBans, writeBan } from '../moderation/store.ts';
import { holdsWritten } from '../age/holds.ts';
import { appendAudit } from './audit.ts';

export type Outcome = ActionResult | { ok: false; code: ConsoleCode };

export type ReportAction =
  | { type: 'dismiss'; note?: string }
  | { type: 'warn'; reason: OperatorBanReason; note?: string }
  | { type: 'ban'; reason: OperatorBanReason; durationMs: number; note?: string };

export interface ModerationServiceDeps {
  db: Db;
  now?: () => number;
  /** a ban or unban was written: the live server applies it to connected sockets now */
  onBansChanged?: () => void | Promise<void>;
  /** the person's standing changed: tell their connected sockets */
  notify?: (userId: string, payload: StandingPayload) => void;
}

const fail = (code: ConsoleCode): Outcome => ({ ok: false, code });

/**
 * An operator's ban decides an age review too: the hold ends with it (the ban's audit entry
 * says who), and the ban's own notice and term apply from then on.
 */
async function endHoldsByBan(trx: Db, userId: string, actor: string, now: number) {
  await trx
    .updateTable('age_holds')
    .set({ cleared_at: now, cleared_by: actor })
    .where('user_id', '=', userId)
    .where('cleared_at', 'is', null)
    .execute();
}

/**
 * The operators' moderation actions, shared by the console (REST) and the CLI: each action and
 * its audit entry are one transaction, and a report or appeal is handled once: the first
 * operator's UPDATE … WHERE (still open) wins; the second is told `already_handled`.
 * `actor` is the operator's user id, or 'cli'.
 */
export class ModerationActions {
  private readonly db: Db;
  private readonly now: () => number;
  private readonly onBansChanged: () => void | Promise<void>;
  private readonly notify: NonNullable<ModerationServiceDeps['notify']>;

  constructor(deps: ModerationServiceDeps) {
    this.db = deps.db;
    this.now = deps.now ?? Date.now;
    this.onBansChanged = deps.onBansChanged ?? (() => undefined);
    this.notify = deps.notify ?? (() => undefined);
  }

  async handleReport(reportId: string, actor: string, action: ReportAction): Promise<Outcome> {
    const now = this.now();
    const status =
      action.type === 'dismiss' ? 'dismissed' : action.type === 'warn' ? 'warned' : 'banned';
    const result = await this.db.transaction().execute(async (trx): Promise<Outcome | string> => {
      const claimed = await trx
        .updateTable('reports')
        .set({ handled_at: now, handled_by: actor, handled_action: status })
        .where('id', '=', reportId)
        .where('handled_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) {
        const exists = await trx
          .selectFrom('reports')
          .select('id')
          .where('id', '=', reportId)
          .executeTakeFirst();
        return fail(exists ? 'already_handled' : 'not_found');
      }
      const report = await trx
        .selectFrom('reports')
        .select('reported_id')
        .where('id', '=', reportId)
        .executeTakeFirstOrThrow();
      const userId = report.reported_id;
      if (action.type === 'warn') {
        await trx
          .insertInto('warnings')
          .values({
            id: randomUUID(),
            user_id: userId,
            report_id: reportId,
            reason: action.reason,
            created_by: actor,
            created_at: now,
            acknowledged_at: null,
          })
          .execute();
      } else if (action.type === 'ban') {
        await writeBan(
          trx,
          { userId, source: 'operator', reason: action.reason, expiresAt: now + action.durationMs },
          now,
        );
        await endHoldsByBan(trx, userId, actor, now);
      }
      await appendAudit(trx, {
        actor,
        action: action.type,
        targetUserId: userId,
        reportId,
        reason: action.type === 'dismiss' ? null : action.reason,
        note: action.note ?? null,
        at: now,
      });
      return userId;
    });
    if (typeof result !== 'string') return result;
    if (action.type === 'ban') await this.bansChanged();
    if (action.type === 'warn') this.notify(result, { code: 'warned' });
    return { ok: true, code: status };
  }

  /**
   * Child-safety escalation of a report, in one transaction: the report is marked escalated
   * (retention and erasure keep it, with its chat lines and evidence), counts as handled by a
   * ban, the reported person is banned for the console's longest term under 'underage' (the
   * ban binds their account and browsers, and the sweep ends their call), and the audit log
   * says who. A report handled before (dismissed, warned, banned) can still be escalated; an
   * escalated one cannot again (`already_escalated`).
   */
  async escalate(reportId: string, actor: string, note?: string): Promise<Outcome> {
    const now = this.now();
    const result = await this.db.transaction().execute(async (trx): Promise<Outcome | null> => {
      const claimed = await trx
        .updateTable('reports')
        .set({
          escalated_at: now,
          escalated_by: actor,
          handled_at: now,
          handled_by: actor,
          handled_action: 'banned',
        })
        .where('id', '=', reportId)
        .where('escalated_at', 'is', null)
        .executeTakeFirst();
      const report = await trx
        .selectFrom('reports')
        .select('reported_id')
        .where('id', '=', reportId)
        .executeTakeFirst();
      if (!report) return fail('not_found');
      if (Number(claimed.numUpdatedRows) === 0) return fail('already_escalated');
      const userId = report.reported_id;
      await writeBan(
        trx,
        { userId, source: 'operator', reason: 'underage', expiresAt: now + ESCALATE_BAN_MS },
        now,
      );
      await endHoldsByBan(trx, userId, actor, now);
      await appendAudit(trx, {
        actor,
        action: 'escalate',
        targetUserId: userId,
        reportId,
        reason: 'underage',
        note: note ?? null,
        at: now,
      });
      return null;
    });
    if (result) return result;
    await this.bansChanged();
    return { ok: true, code: 'escalated' };
  }

  /** A ban without a report (the CLI, the ban list). */
  async ban(
    userId: string,
    actor: string,
    reason: string,
    durationMs: number,
    note?: string,
  ): Promise<Outcome> {
    const now = this.now();
    const done = await this.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return false;
      await writeBan(trx, { userId, source: 'operator', reason, expiresAt: now + durationMs }, now);
      await endHoldsByBan(trx, userId, actor, now);
      await appendAudit(trx, { actor, action: 'ban', targetUserId: userId, reason, note, at: now });
      return true;
    });
    if (!done) return fail('not_found');
    await this.bansChanged();
    return { ok: true, code: 'banned' };
  }

  async unban(userId: string, actor: string, note?: string): Promise<Outcome> {
    const now = this.now();
    const lifted = await liftBans(this.db, userId, now);
    if (!lifted) return fail('not_banned');
    await appendAudit(this.db, { actor, action: 'unban', targetUserId: userId, note, at: now });
    await this.bansChanged();
    return { ok: true, code: 'unbanned' };
  }

  /** Accepting lifts the ban at once; either way the person is told, with the note. */
  async decideAppeal(
    appealId: string,
    actor: string,
    accept: boolean,
    note?: string,
  ): Promise<Outcome> {
    const now = this.now();
    const status = accept ? 'accepted' : 'rejected';
    const userId = await this.db.transaction().execute(async (trx): Promise<Outcome | string> => {
      const decided = await trx
        .updateTable('appeals')
        .set({ status, decided_by: actor, decided_at: now, note: note ?? null })
        .where('id', '=', appealId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      const appeal = await trx
        .selectFrom('appeals')
        .select('user_id')
        .where('id', '=', appealId)
        .executeTakeFirst();
      if (!appeal) return fail('not_found');
      if (Number(decided.numUpdatedRows) === 0) return fail('already_handled');
      await appendAudit(trx, {
        actor,
        action: accept ? 'appeal_accept' : 'appeal_reject',
        targetUserId: appeal.user_id,
        appealId,
        note: note ?? null,
        at: now,
      });
      return appeal.user_id;
    });
    if (typeof userId !== 'string') return userId;
    if (accept) {
      await liftBans(this.db, userId, now);
      await this.bansChanged();
    }
    this.notify(userId, { code: accept ? 'appeal_accepted' : 'appeal_rejected' });
    return { ok: true, code: status };
  }

  /** The person's own appeal of the ban in force: one per ban, up to APPEAL_MAX characters. */
  async appeal(
    userId: string,
    ban: { expiresAt: number; reason: string } | null,
    text: string,
  ): Promise<Outcome | { ok: true; id: string }> {
    if (!ban) return fail('not_banned');
    const body = text.trim();
    if (!body) return fail('invalid');
    if ([...body].length > APPEAL_MAX) return fail('too_long');
    const id = randomUUID();
    const inserted = await this.db
      .insertInto('appeals')
      .values({
        id,
        user_id: userId,
        ban_expires_at: ban.expiresAt,
        ban_reason: ban.reason,
        text: body,
        created_at: this.now(),
        status: 'open',
        decided_by: null,
        decided_at: null,
        note: null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'ban_expires_at']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return fail('appeal_exists');
    return { ok: true, id };
  }

  async acknowledgeWarning(userId: string, warningId: string): Promise<boolean> {
    const res = await this.db
      .updateTable('warnings')
      .set({ acknowledged_at: this.now() })
      .where('id', '=', warningId)
      .where('user_id', '=', userId)
      .where('acknowledged_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  private async bansChanged(): Promise<void> {
    holdsWritten(this.db);
    bansWritten(this.db);
    await this.onBansChanged();
  }
}
