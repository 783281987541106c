import { INPUTS as AGE } from '../age/routes.ts';
import { INPUTS as AI } from '../ai/routes.ts';
import { INPUTS as OAUTH } from '../auth/oauth.ts';
import { INPUTS as AUTH } from '../auth/routes.ts';
import { INPUTS as BLOCKS } from '../blocks/routes.ts';
import { INPUTS as CONSOLE } from '../console/routes.ts';
import { INPUTS as CONTACTS } from '../contacts/routes.ts';
import { INPUTS as STANDING } from '../console/standing.ts';
import { INPUTS as POINTS } from '../points/routes.ts';
import { INPUTS as PRIVACY } from '../privacy/routes.ts';
import { INPUTS as PROFILE } from '../profile/routes.ts';
import { INPUTS as HEALTH } from './health.ts';
import { INPUTS as ICE } from './ice.ts';
import type { RouteInputs } from './inputs.ts';
import { INPUTS as METRICS } from './metrics.ts';

/** Every module's routes with what each parses, by the file that registers them. */
export const ROUTE_INPUTS: Record<string, RouteInputs> = {
  'src/server/age/routes.ts': AGE,
  'src/server/ai/routes.ts': AI,
  'src/server/auth/oauth.ts': OAUTH,
  'src/server/auth/routes.ts': AUTH,
  'src/server/blocks/routes.ts': BLOCKS,
  'src/server/console/routes.ts': CONSOLE,
  'src/server/console/standing.ts': STANDING,
  'src/server/contacts/routes.ts': CONTACTS,
  'src/server/http/health.ts': HEALTH,
  'src/server/http/ice.ts': ICE,
  'src/server/http/metrics.ts': METRICS,
  'src/server/points/routes.ts': POINTS,
  'src/server/privacy/routes.ts': PRIVACY,
  'src/server/profile/routes.ts': PROFILE,
};
