import { describe, expect, it } from "vitest";
import { canChangeReply, canChangeTopic, canMarkAnswer, canReport } from "./permissions";

const author = { id: "a", username: "ann", tier: null, isStaff: false };
const ann = { id: "a", role: "customer" as const };
const bob = { id: "b", role: "customer" as const };
const staff = { id: "s", role: "admin" as const };
const open = { author, isLocked: false };
const locked = { author, isLocked: true };

describe("what the topic dialog offers", () => {
  it("lets the author change an open topic and admins any topic", () => {
    expect(canChangeTopic(ann, open)).toBe(true);
    expect(canChangeTopic(ann, locked)).toBe(false);
    expect(canChangeTopic(bob, open)).toBe(false);
    expect(canChangeTopic(staff, locked)).toBe(true);
    expect(canChangeTopic(null, open)).toBe(false);
    expect(canMarkAnswer(ann, open)).toBe(true);
    expect(canMarkAnswer(bob, open)).toBe(false);
  });

  it("never offers changes to a deleted reply", () => {
    expect(canChangeReply(ann, { author, deleted: false }, { isLocked: false })).toBe(true);
    expect(canChangeReply(ann, { author, deleted: false }, { isLocked: true })).toBe(false);
    expect(canChangeReply(staff, { author: null, deleted: true }, { isLocked: false })).toBe(false);
    expect(canChangeReply(bob, { author, deleted: false }, { isLocked: false })).toBe(false);
  });

  it("lets signed-in readers report other people's posts", () => {
    expect(canReport(bob, "a")).toBe(true);
    expect(canReport(ann, "a")).toBe(false);
    expect(canReport(null, "a")).toBe(false);
    expect(canReport(bob, undefined)).toBe(false);
  });
});
