import { ConfigError, loadConfig } from './config.ts';
import { createServer } from './app.ts';
import { isOutage } from './http/unavailable.ts';
import { LogDestination } from './ops/logDestination.ts';
import { armWatchdog } from './ops/watchdog.ts';

/** A stop that has not finished by then exits anyway (code 1). */
const FORCE_EXIT_MS = 10_000;
/** How long the exit waits for the last log lines to reach stdout. */
const LOG_FLUSH_MS = 1_000;
/** Past the forced exit: the watchdog kills a process whose exit itself is stuck. */
const WATCHDOG_MS = FORCE_EXIT_MS + LOG_FLUSH_MS + 4_000;

/** Composition root: read config, build, listen, and shut down gracefully on a signal. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // stdout without an exit hook that could hold the exit (see LogDestination)
  const logs = new LogDestination(1);
  const server = await createServer(config, { logger: { level: config.LOG_LEVEL, stream: logs } });
  const { app } = server;
  // Libraries publish to Redis without waiting for the answer (the Socket.IO Redis adapter's
  // broadcasts): while Redis restarts, those promises reject with nobody to catch them. Such a
  // rejection costs one lost broadcast, never the process; any other still ends it as usual.
  let outageNotedAt = -Infinity;
  process.on('unhandledRejection', (err) => {
    if (!isOutage(err)) throw err;
    if (Date.now() - outageNotedAt < 10_000) return;
    outageNotedAt = Date.now();
    app.log.warn({ err }, 'a message to Redis was lost while it was away');
  });
  let exiting = false;
  const exit = (code: number) => {
    if (exiting) return;
    exiting = true;
    void logs.flush(LOG_FLUSH_MS).then(() => process.exit(code));
  };
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    armWatchdog(WATCHDOG_MS);
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => exit(1), FORCE_EXIT_MS).unref();
    server.close().then(
      () => exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // a parent that started this process with an IPC channel (the multi-node tests) learns that
  // it listens, instead of polling it; without a channel (production) there is no `send`
  // (a parent that gave up waiting has closed it: the callback takes that error, not the process)
  process.send?.({ listening: true }, undefined, {}, () => undefined);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
