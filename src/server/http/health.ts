import type { FastifyInstance } from 'fastify';
import { routeInputs } from './inputs.ts';

export type ReadinessCheck = () => Promise<boolean>;

/** A dependency that has not answered by then is failing (a balancer's probe must not hang). */
const CHECK_TIMEOUT_MS = 2_000;

function bounded(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check().catch(() => false), late]).finally(() => clearTimeout(timer));
}

/** Liveness answers while the process runs; readiness asks each dependency. */
export const INPUTS = routeInputs({ 'GET /healthz': {}, 'GET /readyz': {} });

export function registerHealth(
  app: FastifyInstance,
  checks: Record<string, ReadinessCheck>,
  /** a stopping node answers 503 "draining" so balancers send new sockets elsewhere */
  draining: () => boolean = () => false,
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const entries = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => [name, await bounded(check)] as const),
    );
    const ready = entries.every(([, ok]) => ok) && !draining();
    return reply.code(ready ? 200 : 503).send({
      status: draining() ? 'draining' : ready ? 'ready' : 'not ready',
      checks: Object.fromEntries(entries.map(([name, ok]) => [name, ok ? 'ok' : 'failing'])),
    });
  });
}
