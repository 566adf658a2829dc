export { openDatabase, openDatabaseCopy, type SqliteDb } from "./client";
export { type CopiedTable, copySqliteToPostgres } from "./engine/copy";
export { containsText, jsonArrayHas, jsonText, larger } from "./engine/dialect";
export { isRetryable, openPostgres, type PostgresDb } from "./engine/postgres";
export { newId } from "./ids";
export {
  type Db,
  type Engine,
  type Executor,
  errorCode,
  insideWrite,
  isUniqueViolation,
  one,
  type Reader,
  type Tx,
  type WriteResult,
} from "./port";
export { columnParams, param, prepared } from "./prepared";
export * from "./schema/index";
export { forumSearch } from "./search";
