import type { ApiError, Page, PageLink } from "contracts";
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

  it("lets admins add a page, which everyone reads once published and the footer's list names", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const visitor = t.client();
    t.clock.set("2026-11-21T15:00:00.000Z");
    const created = await admin.post<Page>("/api/admin/pages", {
      slug: "harvest-festival",
      title: "Harvest Festival",
      content: "Join us on **October 3** for the grape stomp.",
      metaTitle: "",
      metaDescription: "Our autumn party",
      isPublished: true,
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      slug: "harvest-festival",
      title: "Harvest Festival",
      content: "Join us on **October 3** for the grape stomp.",
      metaTitle: null,
      metaDescription: "Our autumn party",
      isPublished: true,
      updatedAt: "2026-11-21T15:00:00.000Z",
    });
    const read = await visitor.get<Page>("/api/pages/harvest-festival");
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const links = await visitor.get<PageLink[]>("/api/pages");
    expect(links.body).toEqual([
      { slug: "about", title: "About Ridge Road Vineyard" },
      { slug: "visit", title: "Visit the Tasting Room" },
      { slug: "contact", title: "Contact Us" },
      { slug: "shipping", title: "Shipping & Delivery" },
      { slug: "privacy", title: "Privacy Policy" },
      { slug: "terms", title: "Terms of Sale" },
      { slug: "faq", title: "Frequently Asked Questions" },
      { slug: "harvest-festival", title: "Harvest Festival" },
    ]);
    expect((await admin.get<Page[]>("/api/admin/pages")).body.at(-1)?.slug).toBe("harvest-festival");

    // A draft: admins preview it, visitors and customers get a 404, and the footer leaves it out.
    const draft = await admin.post<Page>("/api/admin/pages", {
      slug: "winter-menu",
      title: "Winter Menu",
      content: "Soup and Chambourcin.",
      isPublished: false,
    });
    expect(draft.body.isPublished).toBe(false);
    const hidden = await visitor.get<ApiError>("/api/pages/winter-menu");
    expect([hidden.status, hidden.body.message]).toEqual([404, "Page not found"]);
    const { client: customer } = await t.signedIn();
    expect((await customer.get("/api/pages/winter-menu")).status).toBe(404);
    expect((await admin.get<Page>("/api/pages/winter-menu")).body.title).toBe("Winter Menu");
    expect((await visitor.get<PageLink[]>("/api/pages")).body.map((p) => p.slug)).not.toContain(
      "winter-menu",
    );
  });

  it("refuses a taken address with a 409 and a bad one with a 400, changing nothing", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const page = { title: "Events", content: "What's on." };
    expect((await admin.post("/api/admin/pages", { ...page, slug: "events" })).status).toBe(200);
    const again = await admin.post<ApiError>("/api/admin/pages", { ...page, slug: "events", title: "Other" });
    expect([again.status, again.body.message]).toEqual([
      409,
      "There is already a page at /pages/events: choose another address.",
    ]);
    const seeded = await admin.post<ApiError>("/api/admin/pages", { ...page, slug: "faq" });
    expect([seeded.status, seeded.body.message]).toEqual([
      409,
      "There is already a page at /pages/faq: choose another address.",
    ]);
    expect((await admin.get<Page>("/api/pages/events")).body.title).toBe("Events");
    for (const slug of ["Events 2", "events_2", "-events", "events--2", ""]) {
      const bad = await admin.post<ApiError>("/api/admin/pages", { ...page, slug });
      expect(bad.status, slug).toBe(400);
    }
    const bad = await admin.post<ApiError>("/api/admin/pages", { ...page, slug: "Summer Concerts" });
    expect(bad.body.message).toBe(
      'An address uses lowercase letters, digits and single hyphens, like "harvest-festival"',
    );
    const untitled = await admin.post<ApiError>("/api/admin/pages", {
      slug: "blank",
      title: "",
      content: "x",
    });
    expect(untitled.body.message).toBe("Title is required");
    expect((await admin.get<Page[]>("/api/admin/pages")).body.map((p) => p.slug)).toEqual([
      "about",
      "visit",
      "contact",
      "shipping",
      "privacy",
      "terms",
      "faq",
      "events",
    ]);
  });

  it("deletes a page the staff added, and refuses the seven the site's screens read", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    await admin.post("/api/admin/pages", { slug: "old-news", title: "Old News", content: "Gone soon." });
    const deleted = await admin.delete<Page>("/api/admin/pages/old-news");
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ slug: "old-news", title: "Old News" });
    expect((await t.client().get("/api/pages/old-news")).status).toBe(404);
    expect((await admin.get("/api/pages/old-news")).status).toBe(404);
    expect((await admin.delete<ApiError>("/api/admin/pages/old-news")).status).toBe(404);
    const refused = await admin.delete<ApiError>("/api/admin/pages/terms");
    expect([refused.status, refused.body.message]).toEqual([
      409,
      '"Terms of Sale" is read by the site\'s own screens and cannot be deleted. Unpublish it to hide it instead.',
    ]);
    for (const slug of ["about", "visit", "contact", "shipping", "privacy", "faq"]) {
      expect((await admin.delete(`/api/admin/pages/${slug}`)).status, slug).toBe(409);
    }
    expect((await t.client().get<Page>("/api/pages/terms")).body.title).toBe("Terms of Sale");
  });

  it("lets only admins add and delete pages", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    await admin.post("/api/admin/pages", { slug: "staff-only", title: "Staff", content: "x" });
    const body = { slug: "mine", title: "Mine", content: "x" };
    const visitor = t.client();
    expect((await visitor.post("/api/admin/pages", body)).status).toBe(401);
    expect((await visitor.delete("/api/admin/pages/staff-only")).status).toBe(401);
    const { client } = await t.signedIn();
    expect((await client.post("/api/admin/pages", body)).status).toBe(403);
    expect((await client.delete("/api/admin/pages/staff-only")).status).toBe(403);
    expect((await t.client().get("/api/pages/mine")).status).toBe(404);
    expect((await t.client().get("/api/pages/staff-only")).status).toBe(200);
  });
});
