import type { Config } from '../config.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { ServerFeature } from '../feature.ts';
import type { AgeReview } from '../age/review.ts';
import type { Moderation } from '../moderation/service.ts';
import type { AppServer } from '../realtime/io.ts';
import type { Db } from '../store/db.ts';
import { clearAgeHold } from './ageClear.ts';
import { clearBotFlag } from './botFlags.ts';
import { registerConsoleRoutes } from './routes.ts';
import { ModerationActions } from './service.ts';
import { registerStandingRoutes } from './standing.ts';

/**
 * The moderation console (/api/admin/*, operators only) and a person's own standing
 * (/api/me/standing, appeals, warnings). Actions reach the person's sockets on this node at
 * once; on other nodes the ban sweep applies bans and warnings, and the app re-reads its
 * standing while an appeal is open.
 */
export function consoleFeature(deps: {
  db: Db;
  tokens: TokenService;
  config: Config;
  io: AppServer;
  moderation: Moderation;
  ageReview: AgeReview;
  now: () => number;
  /** a person's bot flag was cleared: this node's standing and spam guard forget it at once */
  onBotCleared?: (userId: string) => void;
}): ServerFeature {
  const { db, io, moderation, ageReview, config, now } = deps;
  const actions = new ModerationActions({
    db,
    now,
    onBansChanged: () => moderation.sweep(),
    notify: (userId, payload) => {
      if (payload.code === 'warned') moderation.markWarned(userId);
      for (const socket of io.of('/').sockets.values())
        if (socket.data.user?.id === userId) socket.emit('standing', payload);
    },
  });
  return {
    name: 'moderation console',
    routes: (app) => {
      const shared = {
        db,
        tokens: deps.tokens,
        actions,
        operatorEmails: config.OPERATOR_EMAILS,
        now,
        clearAgeHold: (userId: string, actor: string, note?: string) =>
          clearAgeHold({ db, ageReview, now }, userId, actor, note),
        clearBotFlag: (userId: string, actor: string, note?: string) =>
          clearBotFlag({ db, now, onCleared: deps.onBotCleared }, userId, actor, note),
      };
      registerConsoleRoutes(app, shared);
      registerStandingRoutes(app, { ...shared, appealsEmail: config.APPEALS_EMAIL });
    },
  };
}
