import type { ApiError, ComplianceState } from "contracts";
import { seed } from "db/seed";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers";
import { adminOf } from "../../test/orders";

describe("the compliance states", () => {
  it("are seeded once: the licensed states ship, every rate is 8 %", async () => {
    const t = await createTestApp();
    const res = await t.client().get<ComplianceState[]>("/api/compliance/states");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(51);
    expect(res.body.filter((s) => s.ships).map((s) => s.state)).toEqual([
      "CA",
      "DC",
      "FL",
      "IL",
      "IN",
      "KY",
      "MI",
      "NC",
      "NY",
      "OH",
      "PA",
      "TX",
      "VA",
      "WV",
    ]);
    expect(new Set(res.body.map((s) => s.taxRate))).toEqual(new Set(["0.0800"]));
    expect(res.body.find((s) => s.state === "UT")).toEqual({
      state: "UT",
      ships: false,
      bottlesPerYear: null,
      taxRate: "0.0800",
    });
  });

  it("are changed by the staff, and a second seed keeps their changes", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const changed = await admin.put<ComplianceState>("/api/admin/compliance/states/oh", {
      taxRate: "0.0725",
      bottlesPerYear: null,
    });
    expect(changed.body).toEqual({ state: "OH", ships: true, bottlesPerYear: null, taxRate: "0.0725" });
    const utah = await admin.put<ComplianceState>("/api/admin/compliance/states/UT", {
      ships: true,
      bottlesPerYear: 24,
    });
    expect(utah.body).toEqual({ state: "UT", ships: true, bottlesPerYear: 24, taxRate: "0.0800" });
    await seed(t.db);
    const states = (await t.client().get<ComplianceState[]>("/api/compliance/states")).body;
    expect(states.find((s) => s.state === "OH")?.taxRate).toBe("0.0725");
    expect(states.find((s) => s.state === "UT")?.ships).toBe(true);
  });

  it("refuse what is not a rate, a limit or a state, and change nothing", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const rate = await admin.put<ApiError>("/api/admin/compliance/states/OH", { taxRate: "8%" });
    expect([rate.status, rate.body.message]).toEqual([
      400,
      "Enter the rate as a decimal with four places, e.g. 0.0725 for 7.25%",
    ]);
    const limit = await admin.put<ApiError>("/api/admin/compliance/states/OH", { bottlesPerYear: -1 });
    expect([limit.status, limit.body.message]).toEqual([400, "The limit cannot be below 0"]);
    const state = await admin.put<ApiError>("/api/admin/compliance/states/XX", { ships: true });
    expect([state.status, state.body.message]).toEqual([
      400,
      "Use a state's two-letter code (OH, PA, DC...)",
    ]);
    const customer = (await t.signedIn()).client;
    expect((await customer.put("/api/admin/compliance/states/OH", { ships: false })).status).toBe(403);
    const oh = (await t.client().get<ComplianceState[]>("/api/compliance/states")).body.find(
      (s) => s.state === "OH",
    );
    expect(oh).toEqual({ state: "OH", ships: true, bottlesPerYear: 288, taxRate: "0.0800" });
  });
});
