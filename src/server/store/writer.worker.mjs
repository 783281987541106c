// The store writer's thread (writer.ts): its own connection to the SQLite file, so the B-tree
// work of what every match writes (Recent's rows, ~30–50 µs a row on our 2-core machines; a
// call's standing signals; a new person's call count) runs beside the event loop instead of in
// it. Plain JavaScript, not TypeScript: a .ts worker makes Node load its type stripper (a
// WebAssembly module) once more in the thread, memory for nothing.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const database = new SQLite(workerData.file);
// as the server's own connection (store/db.ts)
database.pragma('journal_mode = WAL');
database.pragma('synchronous = NORMAL');
database.pragma('foreign_keys = ON');
database.pragma('busy_timeout = 5000');

const recent = database.prepare(
  'insert into "recent_meetings" ("id", "user_id", "other_id", "match_id", "country_code", "met_at") ' +
    'values (?, ?, ?, ?, ?, ?) on conflict ("user_id", "match_id") do nothing',
);
const standing = database.prepare(
  'insert into "standing_events" ("match_id", "user_id", "device_id", "kind", "at") ' +
    'values (?, ?, ?, ?, ?) on conflict ("match_id", "user_id", "kind") do nothing',
);
const calls = database.prepare(
  'insert into "call_counts" ("user_id", "calls") values (?, ?) ' +
    'on conflict ("user_id") do update set "calls" = "call_counts"."calls" + excluded."calls" ' +
    'returning "calls"',
);

/** Each kind of write: its rows in, what the caller reads back out (one entry a row). */
const KINDS = {
  recent: (r) => void recent.run(r.id, r.user_id, r.other_id, r.match_id, r.country_code, r.met_at),
  standing: (r) => void standing.run(r.match_id, r.user_id, r.device_id, r.kind, r.at),
  calls: (r) => calls.get(r.user_id, r.calls).calls,
};

/** all of a batch or none of it, as one multi-row insert statement was */
const runAll = database.transaction((kind, rows) => rows.map(KINDS[kind]));

parentPort.on('message', ({ id, kind, rows }) => {
  try {
    parentPort.postMessage({ id, result: runAll(kind, rows) });
  } catch (err) {
    const { message, code } = err;
    parentPort.postMessage({ id, error: { message: String(message), code } });
  }
});
