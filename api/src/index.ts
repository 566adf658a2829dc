export type { AppRouter } from "./router";
