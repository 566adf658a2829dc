import { describe, expect, it } from "vitest";
import { appRouter } from "../../router";
import type { ProcedureMeta } from "../../trpc/init";
import { proceduresOf } from "../../trpc/internals";
import type { Access } from "../../trpc/procedures";

/**
 * The admin calls a partner's key may never make (API.md, Round 3: "Member, forum, journal and
 * account rows are for people only"): staff-only work with no scope in the mapping. A new admin
 * procedure must either declare its scope or be added here, on purpose.
 */
const forPeopleOnly = [
  "admin.coupons",
  "admin.createCoupon",
  "admin.updateCoupon",
  "admin.deleteCoupon",
  "admin.pages",
  "admin.createPage",
  "admin.updatePage",
  "admin.deletePage",
  "admin.forumCategories",
  "admin.createForumCategory",
  "admin.updateForumCategory",
  "admin.removeForumCategory",
  "admin.forumReports",
  "admin.resolveReport",
  "admin.outbox",
  "admin.outboxMessage",
  "admin.retryOutboxMessage",
  "admin.messageUser",
  "admin.updateUser",
  "admin.updateMembership",
  "admin.retryMembershipCharge",
  "admin.runClubBilling",
  "newsletter.remove",
  "admin.updateState",
];

describe("what partners' keys may call", () => {
  const procedures = proceduresOf<ProcedureMeta & { access?: Access }>(appRouter);

  it("every admin procedure declares a scope, or is one of the calls for people only", () => {
    const undecided = procedures
      .filter((p) => p.meta?.access === "admin" && p.meta.scope === undefined)
      .map((p) => p.path)
      .sort();
    expect(undecided).toEqual([...forPeopleOnly].sort());
  });

  it("no procedure for people (user, member) or for everyone declares a scope", () => {
    const stray = procedures.filter((p) => p.meta?.access !== "admin" && p.meta?.scope !== undefined);
    expect(stray.map((p) => p.path)).toEqual([]);
  });

  it("keys are managed only by an admin signed in on the site", () => {
    const session = procedures.filter((p) => p.meta?.scope === "session").map((p) => p.path);
    expect(session.sort()).toEqual(["admin.apiKeys", "admin.createApiKey", "admin.revokeApiKey"]);
  });
});
