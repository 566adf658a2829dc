import { TRPCClientError } from "@trpc/client";

/** The api's error code ("FORBIDDEN", "NOT_FOUND", ...) of a failed call, when the api answered. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const code: unknown = error.data?.code;
  return typeof code === "string" ? code : undefined;
}
