import { describe, expect, it } from 'vitest';
import type { StandingResponse } from '../../shared/protocol/index.ts';
import { startTestServer, testEngines } from '../testing/harness.ts';
import { PUBLIC_ROUTES } from '../../shared/routes.ts';
import { runAdmin } from '../moderation/cli.ts';
import { recordBan } from '../moderation/store.ts';
import { routesOf } from '../moderation/http.ts';
import { CONSOLE_ROUTES } from './routes.ts';
import { consoleServer } from './console.fixture.ts';

describe.each(testEngines())(
  'the moderation console: who may use it and what it keeps on %s',
  (engine) => {
    const c = consoleServer(engine);
    const { db, person, operator, api, reported, auditRows } = c;

    it.each(CONSOLE_ROUTES)(
      '%s %s: 403 forbidden to everyone but operators',
      async (method, path) => {
        const url = path.replace(':id', 'x');
        const body = method === 'POST' ? { action: 'dismiss' } : undefined;
        const guest = await person();
        const member = await person(true);
        const before = await auditRows();
        for (const who of [null, guest, member]) {
          const res = await api(who, method, url, body);
          expect(res.status).toBe(403);
          expect(res.body).toMatchObject({ code: 'forbidden' });
        }
        expect(await auditRows()).toEqual(before);
      },
    );

    it('the table holds every /api/admin route the server has', () => {
      const admin = routesOf(c.server().services.app)
        .filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD')
        .map((r) => `${r.method} ${r.url}`)
        .sort();
      expect(admin).toEqual(CONSOLE_ROUTES.map(([m, p]) => `${m} ${p}`).sort());
    });

    it('the CLI grants and revokes the role for members only, audited', async () => {
      const guest = await person();
      const member = await person(true);
      const out: string[] = [];
      const run = (...args: string[]) => runAdmin(args, db(), (l) => out.push(l));
      expect(await run('grant', guest.userId)).toBe(1);
      expect((await api(guest, 'GET', '/api/admin/audit')).status).toBe(403);
      expect(await run('grant', member.userId)).toBe(0);
      expect((await api(member, 'GET', '/api/admin/audit')).status).toBe(200);
      expect(await run('revoke', member.userId)).toBe(0);
      expect((await api(member, 'GET', '/api/admin/audit')).status).toBe(403);
      const entries = await db()
        .selectFrom('audit_log')
        .select(['actor', 'action'])
        .where('target_user_id', '=', member.userId)
        .execute();
      expect(entries).toHaveLength(2);
      expect(entries).toContainEqual({ actor: 'cli', action: 'grant' });
      expect(entries).toContainEqual({ actor: 'cli', action: 'revoke' });
    });

    it('OPERATOR_EMAILS names operators (members only, any case)', async () => {
      const member = await person(true);
      await db()
        .updateTable('users')
        .set({ email: 'boss@example.org' })
        .where('id', '=', member.userId)
        .execute();
      expect((await api<StandingResponse>(member, 'GET', '/api/me/standing')).body.operator).toBe(
        true,
      );
      expect((await api(member, 'GET', '/api/admin/reports')).status).toBe(200);
      const guest = await person();
      await db()
        .updateTable('users')
        .set({ email: 'boss@example.org' })
        .where('id', '=', guest.userId)
        .execute();
      expect((await api(guest, 'GET', '/api/admin/reports')).status).toBe(403);
    });

    it('the console page is never indexed nor in the sitemap', async () => {
      const res = await fetch(`${c.server().url}/admin`);
      expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
      expect(PUBLIC_ROUTES).not.toContain('/admin');
    });

    it('no route changes the audit log, and the store refuses to', async () => {
      const op = await operator();
      const id = await reported(await person(), await person());
      await api(op, 'POST', `/api/admin/reports/${id}/action`, { action: 'dismiss', note: 'ok' });
      const before = await auditRows();
      expect(before.length).toBeGreaterThan(0);
      const some = before[0]!;
      // every route, with the ids of existing audit rows and hostile bodies
      for (const [method, path] of CONSOLE_ROUTES) {
        for (const target of [some.id, some.report_id ?? 'x', some.target_user_id ?? 'x']) {
          await api(
            op,
            method,
            path.replace(':id', target),
            method === 'POST' ? { action: 'dismiss', id: some.id } : undefined,
          );
        }
      }
      for (const method of ['PUT', 'PATCH', 'DELETE'])
        expect((await api(op, method, `/api/admin/audit/${some.id}`)).status).toBe(404);
      const after = await auditRows();
      // only appended: every earlier row is still there, unchanged
      for (const row of before) expect(after).toContainEqual(row);
      await expect(
        db().updateTable('audit_log').set({ note: 'edited' }).where('id', '=', some.id).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(
        db().deleteFrom('audit_log').where('id', '=', some.id).execute(),
      ).rejects.toThrow(/append-only/);
    });
  },
);

describe('the appeals address', () => {
  it('is offered to a banned person only when the operator set APPEALS_EMAIL', async () => {
    const server = await startTestServer(
      { RATE_LIMITS: 'off', APPEALS_EMAIL: 'appeals@example.org' },
      'sqlite',
    );
    try {
      const { token, user, cookie } = await server.guest();
      const now = Date.now();
      await recordBan(server.services.store.db, {
        userId: user.id,
        source: 'operator',
        reason: 'spam',
        expiresAt: now + 86_400_000,
        now,
      });
      const res = await fetch(`${server.url}/api/me/standing`, {
        headers: { authorization: `Bearer ${token}`, cookie },
      });
      expect(await res.json()).toMatchObject({
        ban: { reason: 'spam' },
        appealsEmail: 'appeals@example.org',
      });
    } finally {
      await server.close();
    }
  });
});
