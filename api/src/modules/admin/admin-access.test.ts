import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../app";
import { createTestApp } from "../../test/helpers";
import { adminOf, placeOrder } from "../../test/orders";

interface Operation {
  "x-access"?: string;
  requestBody?: unknown;
}

/** Every admin call of the REST reference, with a real order id in its path. */
function adminOperations(): { method: string; path: string }[] {
  const document = buildOpenApiDocument();
  const found: { method: string; path: string }[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
      if (path.startsWith("/admin/") && operation["x-access"] === "admin") {
        found.push({ method: method.toUpperCase(), path });
      }
    }
  }
  return found;
}

describe("the back office's calls", () => {
  it("documents every call of docs/product/api.md as admin-only", () => {
    const paths = adminOperations().map((o) => `${o.method} ${o.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "GET /admin/order-counts",
        "GET /admin/recent-orders",
        "GET /admin/analytics",
        "GET /admin/sales-data",
        "GET /admin/orders",
        "GET /admin/orders/stats",
        "GET /admin/orders/export",
        "GET /admin/orders/{id}",
        "PATCH /admin/orders/{orderId}/status",
        "POST /admin/orders/{orderId}/refunds",
        "POST /admin/orders/{orderId}/notes",
      ]),
    );
  });

  it("answers 401 to visitors and 403 to customers, and changes nothing", async () => {
    const t = await createTestApp();
    const { orderId } = await placeOrder(t);
    const visitor = t.client();
    const customer = (await t.signedIn()).client;
    const bodies: Record<string, unknown> = {
      "PATCH /admin/orders/{orderId}/status": { status: "processing" },
      "POST /admin/orders/{orderId}/refunds": { reason: "Because", idempotencyKey: "access-check-1" },
      "POST /admin/orders/{orderId}/notes": { note: "Hello" },
    };
    for (const { method, path } of adminOperations()) {
      const url = `/api${path.replace(/\{\w+\}/, orderId)}`;
      const body = bodies[`${method} ${path}`] ?? {};
      const asVisitor = await visitor.request<{ message: string }>(
        method,
        url,
        method === "GET" ? undefined : body,
      );
      expect(asVisitor.status, `${method} ${path}`).toBe(401);
      const asCustomer = await customer.request<{ message: string }>(
        method,
        url,
        method === "GET" ? undefined : body,
      );
      expect(asCustomer.status, `${method} ${path}`).toBe(403);
      expect(asCustomer.body.message).toBe("Admin access required.");
    }
    expect(t.payments.refunds).toEqual([]);
    const admin = await adminOf(t);
    const order = await admin.get<{ status: string; events: unknown[] }>(`/api/admin/orders/${orderId}`);
    expect(order.body.status).toBe("confirmed");
    // Placed, paid and its receipt e-mailed: nothing more.
    expect(order.body.events).toHaveLength(3);
  });

  it("refuses the same calls over tRPC", async () => {
    const t = await createTestApp();
    const customer = (await t.signedIn()).client;
    for (const path of ["admin.orderCounts", "admin.analytics", "admin.salesData", "admin.orders"]) {
      expect((await t.client().trpcQuery(path)).body.error?.data.httpStatus).toBe(401);
      expect((await customer.trpcQuery(path)).body.error?.data.httpStatus).toBe(403);
    }
  });
});
