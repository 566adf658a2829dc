export { type Db, type Executor, openDatabase, openDatabaseCopy, type Tx } from "./client";
export { newId } from "./ids";
export * from "./schema/index";
export { forumSearch } from "./search";
export { watchWrites } from "./watch";
