// Copies the WAL's committed pages into the database file, off the server's event loop
// (db/src/engine/checkpoints.ts starts it). Plain JavaScript: a worker loads it by its path, under
// tsx and under vitest alike.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const sqlite = new Database(workerData.file, { fileMustExist: true });
// How long RESTART may wait for the write lock and for readers of old pages (it blocks this thread
// only; the server's writes wait for it with short async sleeps, db/src/client.ts).
sqlite.pragma("busy_timeout = 20");
const timer = setInterval(() => {
  try {
    // PASSIVE copies the committed pages without taking the write lock; under a steady stream of
    // commits it never catches up with the last one, so the WAL would only grow. RESTART then takes
    // the lock for the few pages left and lets the next commit write the WAL from its start again.
    sqlite.pragma("wal_checkpoint(PASSIVE)");
    sqlite.pragma("wal_checkpoint(RESTART)");
  } catch {
    // Busy or closing: the next turn tries again.
  }
}, workerData.everyMs);
parentPort?.on("message", (message) => {
  if (message !== "close") return;
  clearInterval(timer);
  sqlite.close();
  parentPort?.close();
});
