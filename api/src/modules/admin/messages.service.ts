import { type StaffMessageInput, staffMessageParts } from "contracts";
import { users } from "db";
import { eq } from "drizzle-orm";
import { queueMail, renderEmail } from "../../mail";
import { notFound } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";

/**
 * Send Message on the members screen: a plain-text note from a staff member to one customer, in the
 * winery's look. The e-mail greets the member and signs off with the staff member's first name,
 * unless the note has its own greeting or sign-off (contracts' staffMessageParts, which the dialog
 * shows before sending). The text is the staff's own words, shown as written (escaped, never markup).
 */
export async function messageUser(ctx: UserContext, input: StaffMessageInput): Promise<{ queued: 1 }> {
  const member = (await ctx.db.select().from(users).where(eq(users.id, input.id)))[0];
  if (!member) throw notFound("Member not found");
  const parts = staffMessageParts(input.body, {
    memberName: member.firstName || member.username,
    staffFirstName: ctx.user.firstName,
  });
  const content = renderEmail({
    subject: input.subject,
    preheader: input.body.replace(/\s+/g, " ").slice(0, 120),
    heading: input.subject,
    blocks: [
      ...(parts.greeting ? [{ kind: "text" as const, text: parts.greeting }] : []),
      { kind: "text", text: parts.body },
      ...(parts.signOff ? [{ kind: "text" as const, text: parts.signOff }] : []),
      { kind: "small", text: parts.footer },
    ],
  });
  await ctx.db.write((tx) =>
    queueMail(tx, { to: member.email, kind: "staff_message", ...content }, ctx.clock.now()),
  );
  return { queued: 1 };
}
