import proxyAddr from '@fastify/proxy-addr';
import { sendError } from './errors.ts';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { routeInputs } from './inputs.ts';

export const HEAVY_DEFAULT_METRICS = [
  'nodejs_active_handles',
  'nodejs_active_handles_total',
  'nodejs_active_resources',
  'nodejs_active_resources_total',
  'process_open_fds',
] as const;

/** Prometheus figures: process defaults, sockets connected, HTTP request counts and latency. */
export function createMetrics(fineEventLoop = true) {
  const registry = new Registry();
  // 1 ms precision, so the event-loop lag figures mean something at this scale (a bench that
  // prices this sampling turns it back to prom-client's 10 ms)
  collectDefaultMetrics({
    register: registry,
    eventLoopMonitoringPrecision: fineEventLoop ? 1 : 10,
  });
  // These walk every handle, resource and open file at each scrape: at 10,000 sockets that
  // blocked the event loop ~100 ms per scrape, delaying every match in flight. The sockets
  // gauge below says the same for what matters here.
  for (const name of HEAVY_DEFAULT_METRICS) registry.removeSingleMetric(name);
  const socketsConnected = new Gauge({
    name: 'matchup_connections_open',
    help: 'Realtime sockets connected to this node',
    registers: [registry],
  });
  const httpRequests = new Counter({
    name: 'matchup_http_requests_total',
    help: 'HTTP requests answered',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'matchup_http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const socketEvents = new Counter({
    name: 'matchup_realtime_events_total',
    help: 'Client socket events handled, by outcome',
    labelNames: ['event', 'outcome'] as const,
    registers: [registry],
  });
  const matches = new Counter({
    name: 'matchup_matches_total',
    help: 'Pairs matched',
    registers: [registry],
  });
  return { registry, socketsConnected, httpRequests, httpDuration, socketEvents, matches };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * `allow`: the addresses or CIDR ranges (or proxy-addr's `loopback`, `uniquelocal`…) that may
 * read /metrics, judged on the client address under TRUST_PROXY; empty means anyone. Others
 * get a 404, as if there were no such page.
 */
export const INPUTS = routeInputs({ 'GET /metrics': {} });

export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  enabled: boolean,
  allow: string[] = [],
): void {
  const allowed = allow.length ? proxyAddr.compile(allow) : () => true;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  if (!enabled) return;
  app.get('/metrics', async (request, reply) => {
    if (!allowed(request.ip, 0)) return sendError(reply, 404, { code: 'not_found' });
    // Benchmarks start the server with --expose-gc to read the heap after a collection.
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc && (request.query as { gc?: string }).gc === '1') gc();
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
