/**
 * Zod-free: how the web talks to the api. The api refuses a tRPC batch of more calls than this (a
 * batch of any size was a way to make one GET answer megabytes), so the web's batching link splits
 * a screen's calls into batches no larger.
 */
export const TRPC_BATCH_MAX = 10;
