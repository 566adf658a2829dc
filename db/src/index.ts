export {
  type Db,
  type Executor,
  insideWrite,
  isUniqueViolation,
  one,
  openDatabase,
  openDatabaseCopy,
  type Reader,
  type Tx,
} from "./client";
export { newId } from "./ids";
export { columnParams, param, prepared } from "./prepared";
export * from "./schema/index";
export { forumSearch } from "./search";
