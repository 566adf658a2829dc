import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../app";

type Operation = {
  description: string;
  security: Record<string, string[]>[];
  responses: Record<string, { headers?: Record<string, unknown>; $ref?: string }>;
  parameters?: { $ref?: string; name?: string }[];
  "x-scope"?: string;
};

describe("the OpenAPI document a partner reads", () => {
  const document = buildOpenApiDocument() as unknown as {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, unknown>; parameters: Record<string, { name: string }> };
    tags: { name: string; description: string }[];
  };
  const op = (path: string, method: string) => {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`no ${method} ${path}`);
    return found;
  };

  it("names both ways in, and on each operation who may call it", () => {
    expect(Object.keys(document.components.securitySchemes)).toEqual(["cookieAuth", "bearerAuth"]);
    const orders = op("/admin/orders", "get");
    expect(orders.security).toEqual([{ cookieAuth: [] }, { bearerAuth: ["orders:read"] }]);
    expect(orders["x-scope"]).toBe("orders:read");
    expect(orders.description).toMatch(
      /For an admin \(session\), or an API key with the scope `orders:read`/,
    );
    expect(op("/wines", "get").security).toEqual([{}, { bearerAuth: [] }]);
    expect(op("/admin/api-keys", "post").security).toEqual([{ cookieAuth: [] }]);
    expect(op("/account/profile", "get").description).toMatch(/An API key gets 403\.$/);
  });

  it("lists every status an operation answers", () => {
    expect(Object.keys(op("/process-payment", "post").responses).sort()).toEqual(
      ["200", "400", "401", "402", "409", "413", "415", "429", "500"].sort(),
    );
    expect(Object.keys(op("/admin/orders", "get").responses).sort()).toEqual(
      ["200", "400", "401", "403", "404", "429", "500"].sort(),
    );
    expect(op("/admin/orders/{orderId}/status", "patch").responses["409"]).toEqual({
      $ref: "#/components/responses/Conflict",
    });
  });

  it("describes the headers: totals, limits, versions and Idempotency-Key", () => {
    const list = op("/admin/orders", "get").responses["200"]?.headers ?? {};
    expect(Object.keys(list)).toEqual([
      "RateLimit-Limit",
      "RateLimit-Remaining",
      "RateLimit-Reset",
      "X-Total-Count",
    ]);
    expect(Object.keys(op("/wines", "get").responses["200"]?.headers ?? {})).toContain("ETag");
    expect(op("/process-payment", "post").parameters).toContainEqual({
      $ref: "#/components/parameters/IdempotencyKey",
    });
    expect(document.components.parameters.IdempotencyKey?.name).toBe("Idempotency-Key");
  });

  it("declares every tag it uses", () => {
    const used = new Set(
      Object.values(document.paths).flatMap((item) =>
        Object.values(item).flatMap((o) => (o as { tags?: string[] }).tags ?? []),
      ),
    );
    expect(document.tags.map((t) => t.name).sort()).toEqual([...used].sort());
    expect(document.tags.every((t) => t.description.length > 10)).toBe(true);
  });
});
