import type { ServerFeature } from '../feature.ts';
import { registerPrivacyRoutes, type PrivacyDeps } from './routes.ts';
import { scheduleRetention } from './retention.ts';

/** People's data (export, delete), the transparency figures, site settings and retention. */
export function privacyFeature(
  deps: PrivacyDeps & { onError: (err: unknown) => void },
): ServerFeature {
  let retention: ReturnType<typeof scheduleRetention> | undefined;
  return {
    name: "people's data",
    routes: (app) => registerPrivacyRoutes(app, deps),
    start: () => {
      retention = scheduleRetention({
        db: deps.db,
        now: deps.now,
        onError: deps.onError,
        policy: {
          guestIdleDays: deps.config.RETENTION_GUEST_IDLE_DAYS,
          reportDays: deps.config.RETENTION_REPORT_DAYS,
        },
      });
    },
    stop: () => retention?.stop(),
  };
}
