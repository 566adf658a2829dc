import { afterAll } from "vitest";
import { closeTestApps } from "./helpers";

// Every file's test apps are closed when the file ends; their database files go with them.
afterAll(() => closeTestApps());
