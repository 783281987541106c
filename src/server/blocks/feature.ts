import type { TokenService } from '../auth/tokens.ts';
import type { ServerFeature } from '../feature.ts';
import type { Db } from '../store/db.ts';
import { registerBlockRoutes } from './routes.ts';
import { blockHandlers, type Blocks } from './service.ts';

/** Blocking: the `blockUser` socket event and `GET/DELETE /api/blocks`. */
export function blocksFeature(deps: {
  db: Db;
  tokens: TokenService;
  blocks: Blocks;
}): ServerFeature {
  return {
    name: 'blocks',
    routes: (app) => registerBlockRoutes(app, deps),
    handlers: blockHandlers(deps.blocks),
  };
}
