import { ConfigError, loadConfig } from './config.ts';
import { createServer } from './app.ts';
import { isOutage } from './http/unavailable.ts';

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
  const server = await createServer(config);
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
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // a parent that started this process with an IPC channel (the multi-node tests) learns that
  // it listens, instead of polling it; without a channel (production) there is no `send`
  process.send?.({ listening: true });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
