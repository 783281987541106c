// Kept free of newer syntax and imports so that an old Node can run it and explain itself,
// instead of failing on our TypeScript sources with a raw ERR_UNKNOWN_FILE_EXTENSION stack.
export const MINIMUM_NODE = [22, 12];

/** The reason `version` (e.g. "20.20.2") cannot run the server, or null when it can. */
export function nodeVersionProblem(version) {
  const [major, minor] = String(version).split('.').map(Number);
  const [needMajor, needMinor] = MINIMUM_NODE;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return (
    `Match Up needs Node.js ${needMajor}.${needMinor} or newer (Node 24 recommended); ` +
    `this is Node.js ${version}. Install a newer Node.js and run npm start again.`
  );
}

/** Node 22.18+ and 23.6+ run TypeScript natively; 22.12–22.17 need the flag. */
export function typeScriptFlags(version) {
  const [major, minor] = String(version).split('.').map(Number);
  return major === 22 && minor < 18 ? ['--experimental-strip-types'] : [];
}

/**
 * The node flags the server runs with (npm start, and the benches for this checkout):
 * TypeScript where needed, and V8's pool of helper threads (GC marking, parallel scavenges)
 * sized to the cores this process may use (`0`: Node's estimate) instead of Node's fixed 4.
 * On a 2-core machine four GC helpers and the event loop took turns on two cores: during a
 * full GC's concurrent marking (~450 ms of helper CPU at 10,000 sockets) the event loop waited
 * for a core, and every search in that window with it.
 * And a young generation capped at 16 MB (V8 grows it to 64 MB on this machine): at ~1,000
 * matches/s a scavenge then copies what ~270 ms of work left alive rather than ~1.1 s's, and
 * pauses 2–8.5 ms rather than 5–15 ms (`--trace-gc-nvp` in the lean bench's paced phase).
 */
export const SEMI_SPACE_MB = 16;

export function serverNodeFlags(version) {
  return [
    ...typeScriptFlags(version),
    '--v8-pool-size=0',
    `--max-semi-space-size=${SEMI_SPACE_MB}`,
  ];
}
