export * from "./schemas";
export * from "./sync";
