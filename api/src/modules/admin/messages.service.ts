import type { StaffMessageInput } from "contracts";
import { site } from "contracts";
import { users } from "db";
import { eq } from "drizzle-orm";
import { queueMail, renderEmail } from "../../mail";
import { notFound } from "../../trpc/errors";
import type { UserContext } from "../../trpc/procedures";

/**
 * Send Message on the members screen: a plain-text note from a staff member to one customer, in the
 * winery's look, signed with the staff member's first name. The text is the staff's own words and is
 * shown as written (escaped, never markup).
 */
export function messageUser(ctx: UserContext, input: StaffMessageInput): { queued: 1 } {
  const member = ctx.db.select().from(users).where(eq(users.id, input.id)).get();
  if (!member) throw notFound("Member not found");
  const greeting = member.firstName || member.username;
  const signature = ctx.user.firstName ? `${ctx.user.firstName}, ${site.name}` : `The team at ${site.name}`;
  const content = renderEmail({
    subject: input.subject,
    preheader: input.body.replace(/\s+/g, " ").slice(0, 120),
    heading: input.subject,
    blocks: [
      { kind: "text", text: `Dear ${greeting},` },
      { kind: "text", text: input.body },
      { kind: "text", text: `Warm regards,\n${signature}` },
      { kind: "small", text: `You can reply to this e-mail, write to ${site.email} or call ${site.phone}.` },
    ],
  });
  queueMail(ctx.db, { to: member.email, kind: "staff_message", ...content }, ctx.clock.now());
  return { queued: 1 };
}
