import type { ApiError, Page } from "contracts";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers";
import { adminOf } from "../../test/orders";

describe("pages", () => {
  it("serves the seeded pages, and admins edit them", async () => {
    const t = await createTestApp();
    const visitor = t.client();
    const shipping = await visitor.get<Page>("/api/pages/shipping");
    expect(shipping.body).toMatchObject({
      slug: "shipping",
      title: "Shipping & Delivery",
      metaTitle: "Shipping & Delivery | Ridge Road Vineyard",
      isPublished: true,
    });
    expect(shipping.body.content).toContain("**$100.00**");
    const admin = await adminOf(t);
    expect((await admin.get<Page[]>("/api/admin/pages")).body.map((p) => p.slug)).toEqual([
      "about",
      "visit",
      "contact",
      "shipping",
      "privacy",
      "terms",
      "faq",
    ]);
    const edited = await admin.put<Page>("/api/admin/pages/shipping", {
      title: "Shipping",
      content: "We ship on **Mondays**.",
      metaTitle: "",
      metaDescription: "When we ship",
      isPublished: false,
    });
    expect(edited.body).toMatchObject({ title: "Shipping", metaTitle: null, isPublished: false });
    expect((await visitor.get("/api/pages/shipping")).status).toBe(404);
    expect((await admin.get<Page>("/api/pages/shipping")).body.content).toBe("We ship on **Mondays**.");
  });

  it("refuses bad input, unknown pages and non-admins", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const blank = await admin.put<ApiError>("/api/admin/pages/faq", { title: " ", content: "x" });
    expect(blank.status).toBe(400);
    expect(blank.body.issues?.[0]?.message).toBe("Title is required");
    expect((await admin.put("/api/admin/pages/nope", { title: "A", content: "B" })).status).toBe(404);
    expect((await t.client().get("/api/pages/Bad%20Slug")).status).toBe(400);
    const { client } = await t.signedIn();
    expect((await client.put("/api/admin/pages/faq", { title: "A", content: "B" })).status).toBe(403);
    expect((await client.get("/api/admin/pages")).status).toBe(403);
  });
});
