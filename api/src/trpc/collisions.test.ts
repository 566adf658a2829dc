import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "../test/helpers";
import { COLLIDED } from "./procedures";

describe("a write the database kept refusing (PostgreSQL's serialization failures, decision 0023)", () => {
  it("answers 409 with a try-again message, over REST and tRPC, never a 500", async () => {
    const t = await createTestApp();
    const refused = Object.assign(new Error("could not serialize access"), { code: "40001" });
    vi.spyOn(t.db, "write").mockRejectedValue(refused);
    const client = t.client();
    const wineId = "wine-lakeshore-riesling-2022";
    const rest = await client.post<{ message: string; code: string }>("/api/cart", { wineId, quantity: 1 });
    expect([rest.status, rest.body.message, rest.body.code]).toEqual([409, COLLIDED, "CONFLICT"]);
    const trpc = await client.trpcMutation("cart.add", { wineId, quantity: 1 });
    expect([trpc.status, trpc.body.error?.message]).toEqual([409, COLLIDED]);
  });
});
