// The feature's public parts (scripts/check-deps.mjs): other features use only these.
export { PageBody } from "./page-body";
export { PageIntro } from "./page-intro";
