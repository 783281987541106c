// The Recent writer's thread (meetingWriter.ts): its own connection to the SQLite file, so the
// B-tree work of every match's Recent rows (~30–50 µs a row on our 2-core machines) runs beside
// the event loop instead of in it. Plain JavaScript, not TypeScript: a .ts worker makes Node
// load its type stripper (a WebAssembly module) once more in the thread, memory for nothing.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const database = new SQLite(workerData.file);
// as the server's own connection (store/db.ts)
database.pragma('journal_mode = WAL');
database.pragma('synchronous = NORMAL');
database.pragma('foreign_keys = ON');
database.pragma('busy_timeout = 5000');
const insert = database.prepare(
  'insert into "recent_meetings" ("id", "user_id", "other_id", "match_id", "country_code", "met_at") ' +
    'values (?, ?, ?, ?, ?, ?) on conflict ("user_id", "match_id") do nothing',
);
/** all of a batch or none of it, as one multi-row insert statement was */
const insertAll = database.transaction((rows) => {
  for (const r of rows)
    insert.run(r.id, r.user_id, r.other_id, r.match_id, r.country_code, r.met_at);
});

parentPort.on('message', ({ id, rows }) => {
  try {
    insertAll(rows);
    parentPort.postMessage({ id });
  } catch (err) {
    const { message, code } = err;
    parentPort.postMessage({ id, error: { message: String(message), code } });
  }
});
