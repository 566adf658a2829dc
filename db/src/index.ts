export { type Db, openDatabase } from "./client";
export { newId } from "./ids";
export * from "./schema/index";
