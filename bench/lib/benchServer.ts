// The server as the benches run it when they leave features out (BENCH_WITHOUT, see
// src/server/benchKnobs.ts): `src/server/main.ts`'s start and stop, with createServer's
// `work` less those knobs. The product's entry has no such switch; this file is the only one
// that passes it.
import { loadConfig } from '../../src/server/config.ts';
import { createServer } from '../../src/server/app.ts';
import { parseBenchKnobs, workWithout } from '../../src/server/benchKnobs.ts';

const work = workWithout(parseBenchKnobs(process.env.BENCH_WITHOUT));
const config = loadConfig();
const server = await createServer(config, { logger: { level: config.LOG_LEVEL }, work });
let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await server.app.listen({ port: config.PORT, host: config.HOST });
