import { subscribeInput } from "contracts";
import { errorMessage, trpcClient } from "../../lib/trpc";

export type SubscribeResult = { ok: true; message: string } | { ok: false; message: string; field?: "email" };

/**
 * Signs an address up (the footer's form loads this on first use, so zod and the call stay off every
 * page's first load). The same answer comes back for new and known addresses.
 */
export async function subscribe(values: {
  email: string;
  firstName?: string;
  lastName?: string;
}): Promise<SubscribeResult> {
  const parsed = subscribeInput.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: issue?.message ?? "Please enter a valid e-mail address",
      ...(issue?.path[0] === "email" ? { field: "email" as const } : {}),
    };
  }
  try {
    const answer = await trpcClient.newsletter.subscribe.mutate(parsed.data);
    return { ok: true, message: answer.message };
  } catch (error) {
    return {
      ok: false,
      message: errorMessage(error) ?? "We could not sign you up right now. Please try again.",
    };
  }
}
