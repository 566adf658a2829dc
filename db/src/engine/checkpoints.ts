import { Worker } from "node:worker_threads";
import type Database from "better-sqlite3";

/** How often the worker copies the WAL into the database file. */
const CHECKPOINT_EVERY_MS = 250;
/**
 * The WAL size (pages of 4 KiB) at which a commit checkpoints on the event loop after all: only
 * when the worker has stopped keeping up, so the WAL never grows without bound.
 */
const FALLBACK_PAGES = 16_000;

/**
 * SQLite copies the WAL into the database file in whichever commit passes 1,000 pages: under a
 * checkout load, one commit in a hundred took 4-11 ms instead of 0.06 (measured), and the event
 * loop, every request with it, waited. A worker thread with a connection of its own checkpoints
 * instead, every quarter second; a commit still does it when the WAL reaches 64 MB. Answers the
 * function that stops the worker.
 */
export function checkpointInBackground(writer: Database.Database): () => void {
  let worker: Worker;
  try {
    worker = new Worker(new URL("./checkpoint.worker.mjs", import.meta.url), {
      workerData: { file: writer.name, everyMs: CHECKPOINT_EVERY_MS },
    });
  } catch (error) {
    console.error("The WAL checkpoint worker did not start; commits checkpoint themselves:", error);
    return () => undefined;
  }
  worker.unref();
  worker.on("error", (error) => {
    // The commits checkpoint themselves again, as SQLite does by default.
    console.error("The WAL checkpoint worker stopped:", error);
    if (writer.open) writer.pragma("wal_autocheckpoint = 1000");
  });
  writer.pragma(`wal_autocheckpoint = ${FALLBACK_PAGES}`);
  return () => {
    worker.postMessage("close");
  };
}
