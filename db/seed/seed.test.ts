import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { awards } from "contracts/awards";
import { sittingHours, sittingOf } from "contracts/reservations/rules";
import { site } from "contracts/site";
import { asc, eq, inArray, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  coupons,
  type SqliteDb as Db,
  forumCategories,
  forumReplies,
  forumTopics,
  giftPackages,
  memberships,
  merchandise,
  merchandiseSizes,
  openDatabase,
  pageContent,
  reservationTypes,
  users,
  wines,
} from "../src/index";
import { seedPages } from "./data/pages";
import { retiredPageContent } from "./data/pages-retired";
import { createUser, createWine } from "./factories";
import {
  seed,
  seedForumTopics,
  seedGiftPackages,
  seedMerchandise,
  seedReservationTypes,
  seedStaffAccounts,
  seedWines,
} from "./index";

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../web/public");
const admin = { username: "Admin", email: "Admin@RidgeRoadVineyard.example", passwordHash: "$argon2id$fake" };

function cents(money: string): number {
  return Math.round(Number(money) * 100);
}

describe("seed", () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(":memory:");
  });

  it("is idempotent and creates the admin once", async () => {
    expect(await seed(db, { admin })).toEqual({ adminCreated: true });
    const counts = async () => ({
      wines: (await db.select().from(wines)).length,
      reservationTypes: (await db.select().from(reservationTypes)).length,
      giftPackages: (await db.select().from(giftPackages)).length,
      merchandise: (await db.select().from(merchandise)).length,
      forumCategories: (await db.select().from(forumCategories)).length,
      coupons: (await db.select().from(coupons)).length,
      users: (await db.select().from(users)).length,
    });
    const first = await counts();
    expect(first).toEqual({
      wines: seedWines.length,
      reservationTypes: seedReservationTypes.length,
      giftPackages: 6,
      merchandise: 6,
      forumCategories: 5,
      coupons: 1,
      users: 1,
    });
    expect(seedWines.length).toBeGreaterThanOrEqual(24);

    expect(await seed(db, { admin })).toEqual({ adminCreated: false });
    expect(await counts()).toEqual(first);

    const stored = (await db.select().from(users))[0];
    expect(stored).toMatchObject({
      username: "Admin",
      email: "admin@ridgeroadvineyard.example",
      role: "admin",
    });
  });

  it("never overwrites what admins changed", async () => {
    await seed(db);
    await db.write((tx) =>
      tx.update(wines).set({ price: "99.00" }).where(eq(wines.id, "wine-lakeshore-riesling-2022")),
    );
    await db.write((tx) => tx.update(coupons).set({ isActive: false }).where(eq(coupons.code, "WINE1")));
    await seed(db);
    expect(
      (await db.select().from(wines).where(eq(wines.id, "wine-lakeshore-riesling-2022")))[0]?.price,
    ).toBe("99.00");
    expect((await db.select().from(coupons).where(eq(coupons.code, "WINE1")))[0]?.isActive).toBe(false);
  });

  it("brings a page the staff never edited up to the current text, and leaves an edited one alone", async () => {
    await seed(db);
    const content = async (slug: string) =>
      (await db.select().from(pageContent).where(eq(pageContent.slug, slug)))[0]?.content;
    const current = (slug: string) => seedPages.find((p) => p.slug === slug)?.content;
    // A database seeded before round 3 holds the old texts: one untouched, one the staff rewrote.
    const [oldShipping = ""] = retiredPageContent.shipping ?? [];
    await db.write((tx) =>
      tx.update(pageContent).set({ content: oldShipping }).where(eq(pageContent.slug, "shipping")),
    );
    await db.write((tx) =>
      tx.update(pageContent).set({ content: "Our own FAQ." }).where(eq(pageContent.slug, "faq")),
    );
    await seed(db);
    expect(await content("shipping")).toBe(current("shipping"));
    expect(await content("shipping")).toContain("free club wines cost nothing but shipping");
    expect(await content("shipping")).not.toContain("always ship free");
    expect(await content("faq")).toBe("Our own FAQ.");
  });

  it("does not create the admin when the username (any case) or the e-mail is taken", async () => {
    await createUser(db, { username: "ADMIN", email: "someone@example.test", passwordHash: "x" });
    expect(await seed(db, { admin })).toEqual({ adminCreated: false });

    const other = openDatabase(":memory:");
    await createUser(other, {
      username: "someone",
      email: "admin@ridgeroadvineyard.example",
      passwordHash: "x",
    });
    expect(await seed(other, { admin })).toEqual({ adminCreated: false });
    expect(await other.select().from(users).where(eq(users.role, "admin"))).toHaveLength(0);
  });

  it("seeds a complete wine catalogue", async () => {
    await seed(db);
    const rows = await db.select().from(wines).orderBy(asc(wines.createdAt));
    expect(rows.map((w) => w.id)).toEqual(seedWines.map((w) => w.id));
    expect(rows.slice(0, 3).map((w) => w.id)).toEqual([
      "wine-lakeshore-riesling-2022",
      "wine-ridge-road-reserve-cabernet-sauvignon-2020",
      "wine-conneaut-creek-brut-2019",
    ]);
    expect(new Set(rows.map((w) => w.createdAt)).size).toBe(rows.length);

    const legitimatelyNull = new Set(["casePrice", "membershipCategory", "lowStockAt"]);
    for (const wine of rows) {
      for (const [field, value] of Object.entries(wine)) {
        if (!legitimatelyNull.has(field)) expect(value, `${wine.id}.${field}`).not.toBeNull();
      }
      expect(wine.isAvailable).toBe(true);
      expect(wine.price).toMatch(/^\d+\.\d{2}$/);
      expect(cents(wine.price)).toBeGreaterThanOrEqual(1400);
      expect(cents(wine.price)).toBeLessThanOrEqual(9500);
      expect(wine.alcoholContent).toMatch(/^\d{1,2}\.\d$/);
      expect(wine.rating).toMatch(/^[0-5]\.\d$/);
      expect(Number(wine.rating)).toBeLessThanOrEqual(5);
      expect([6, 12]).toContain(wine.bottlesPerCase);
      if (wine.stock !== -1 && wine.stock !== 0) {
        expect(wine.stock).toBeGreaterThanOrEqual(6);
        expect(wine.stock).toBeLessThanOrEqual(120);
      }
      if (wine.casePrice !== null) {
        expect(wine.casePrice).toMatch(/^\d+\.\d{2}$/);
        expect(cents(wine.casePrice)).toBeLessThan(cents(wine.price) * wine.bottlesPerCase);
      }
    }
    expect(rows.filter((w) => w.stock === -1)).toHaveLength(1);
    expect(rows.filter((w) => w.stock === 0)).toHaveLength(1);

    const withCasePrice = rows.filter((w) => w.casePrice !== null).length;
    expect(withCasePrice).toBeGreaterThanOrEqual(Math.floor(rows.length / 4));
    expect(withCasePrice).toBeLessThanOrEqual(Math.ceil(rows.length / 2));

    for (const type of ["red", "white", "rosé", "sparkling"] as const) {
      expect(rows.filter((w) => w.type === type).length, type).toBeGreaterThanOrEqual(3);
    }
    for (const category of ["curated", "premium", "rare_vintage"] as const) {
      expect(rows.filter((w) => w.membershipCategory === category).length, category).toBeGreaterThanOrEqual(
        3,
      );
    }
    expect(rows.some((w) => w.membershipCategory === null)).toBe(true);
  });

  it("seeds reservation types that fit the opening hours", async () => {
    await seed(db);
    const rows = await db.select().from(reservationTypes);
    expect(rows).toHaveLength(11);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(["activity", "restaurant", "event"]));
    expect(rows.filter((r) => r.memberOnly).map((r) => r.name)).toEqual([
      "Members' Reserve Tasting",
      "Member Event",
    ]);
    // The dashboard's quick-booking cards book three by slug; the lunch's slug gives it lunchtime's
    // hours and the visit page's "Book a group visit" opens the group tasting.
    expect(rows.filter((r) => r.slug).map((r) => [r.slug, r.name])).toEqual([
      ["lakeview-lunch", "Lakeview Vineyard Lunch"],
      ["group-tasting", "Group Tasting"],
      ["wine-tasting", "Wine Tasting"],
      ["harvest-tour", "Harvest Tour"],
      ["member-event", "Member Event"],
    ]);
    expect(rows.map((r) => [r.name, sittingOf(r)]).filter(([, sitting]) => sitting !== "daytime")).toEqual([
      ["Lakeview Vineyard Lunch", "lunch"],
      ["Member Event", "evening"],
    ]);
    for (const type of rows) {
      expect([60, 90, 120]).toContain(type.duration);
      // Whole slots fill the type's sitting (noon-6 pm, lunch noon-3 pm, evening 6-8 pm).
      const { from, until } = sittingHours[sittingOf(type)];
      expect((until - from) % type.duration, type.name).toBe(0);
      expect(type.capacity).toBeGreaterThanOrEqual(8);
      expect(type.capacity).toBeLessThanOrEqual(40);
      expect(type.price).toMatch(/^\d+\.\d{2}$/);
      expect(type.requirements).toContain("21+");
      expect(type.isActive).toBe(true);
    }
  });

  it("offers two different tastings, not two copies of one", async () => {
    await seed(db);
    const type = async (id: string) =>
      (await db.select().from(reservationTypes).where(eq(reservationTypes.id, id)))[0];
    const classic = await type("rt-classic-tasting");
    const seated = await type("rt-wine-tasting");
    expect(classic?.description).toContain("at the tasting bar");
    expect(seated?.description).toContain("seated tasting at your own table");
    expect(seated?.price).toBe("30.00");
    expect(classic?.price).toBe("25.00");
    expect(seated?.imageUrl).not.toBe(classic?.imageUrl);
  });

  it("tells one story: group size, Ridge Road Red and the founding agree with the site", async () => {
    await seed(db, { welcomeTopics: true });
    const texts = [
      ...(await db.select().from(pageContent)).map((p) => p.content),
      ...(await db.select().from(reservationTypes)).flatMap((r) => [r.description, r.requirements ?? ""]),
      ...(await db.select().from(forumTopics)).map((t) => t.content),
      ...site.directions.tips,
    ];
    const sizes = texts.flatMap((text) =>
      [...text.matchAll(/(?:groups|parties) of (\w+) or more/gi)].map((match) => match[1]),
    );
    expect(sizes.length).toBeGreaterThanOrEqual(5);
    expect(new Set(sizes)).toEqual(new Set([String(site.groupMinimum)]));
    // The About page: in 1968 the Kesslers planted Riesling and Chardonnay; the neighbours grew Concord.
    const red = (await db.select().from(wines).where(eq(wines.id, "wine-ridge-road-red-2023")))[0];
    expect(red?.description).not.toMatch(/founders first made/);
    expect(red?.description).toContain("Concord grapes our neighbours on the ridge grow for juice");
  });

  it("corrects what an earlier seed got wrong in an existing database, never what staff changed", async () => {
    await seed(db);
    // The database as the round 2 seed left it: the old texts, price and picture, no new slugs.
    await db.write((tx) =>
      tx
        .update(wines)
        .set({
          description:
            "The sweet Concord red our founders first made in 1968, still the tasting room's best seller.",
        })
        .where(eq(wines.id, "wine-ridge-road-red-2023")),
    );
    await db.write((tx) =>
      tx
        .update(reservationTypes)
        .set({
          description:
            "A guided flight of five estate wines in the tasting room, from Lake Erie Riesling to our reserve reds.",
          price: "20.00",
          imageUrl: "/images/reservations/rt-classic-tasting.svg",
        })
        .where(eq(reservationTypes.id, "rt-wine-tasting")),
    );
    await db.write((tx) =>
      tx
        .update(reservationTypes)
        .set({ slug: null })
        .where(inArray(reservationTypes.id, ["rt-lakeview-lunch", "rt-group-tasting"])),
    );
    const [oldVisit = ""] = retiredPageContent.visit ?? [];
    await db.write((tx) =>
      tx.update(pageContent).set({ content: oldVisit }).where(eq(pageContent.slug, "visit")),
    );
    // ... where the staff had already set their own price on the group tasting's page.
    await db.write((tx) =>
      tx.update(reservationTypes).set({ price: "20.00" }).where(eq(reservationTypes.id, "rt-group-tasting")),
    );
    await seed(db);
    await seed(db);
    const type = async (id: string) =>
      (await db.select().from(reservationTypes).where(eq(reservationTypes.id, id)))[0];
    const wineTasting = seedReservationTypes.find((r) => r.id === "rt-wine-tasting");
    expect(await type("rt-wine-tasting")).toMatchObject({
      description: wineTasting?.description,
      price: "30.00",
      imageUrl: "/images/reservations/rt-group-tasting.svg",
    });
    expect((await type("rt-lakeview-lunch"))?.slug).toBe("lakeview-lunch");
    expect(await type("rt-group-tasting")).toMatchObject({ slug: "group-tasting", price: "20.00" });
    expect(
      (await db.select().from(wines).where(eq(wines.id, "wine-ridge-road-red-2023")))[0]?.description,
    ).toBe(seedWines.find((w) => w.id === "wine-ridge-road-red-2023")?.description);
    expect((await db.select().from(pageContent).where(eq(pageContent.slug, "visit")))[0]?.content).toContain(
      "groups of 8 or more",
    );

    // A description the staff rewrote stays theirs.
    await db.write((tx) =>
      tx.update(wines).set({ description: "Our house red." }).where(eq(wines.id, "wine-ridge-road-red-2023")),
    );
    await seed(db);
    expect(
      (await db.select().from(wines).where(eq(wines.id, "wine-ridge-road-red-2023")))[0]?.description,
    ).toBe("Our house red.");
  });

  it("seeds gift packages, merchandise, forum categories and WINE1", async () => {
    await seed(db);
    const gifts = await db.select().from(giftPackages);
    expect(gifts).toHaveLength(6);
    expect(new Set(gifts.map((g) => g.occasion))).toEqual(
      new Set(["anniversary", "birthday", "holiday", "congratulations", "thank-you", "corporate"]),
    );
    const wineIds = new Set(seedWines.map((w) => w.id));
    for (const gift of gifts) {
      expect(gift.wineIds.length).toBeGreaterThanOrEqual(2);
      expect(gift.wineIds.length).toBeLessThanOrEqual(3);
      for (const id of gift.wineIds) expect(wineIds.has(id), `${gift.id} -> ${id}`).toBe(true);
      expect(gift.giftNote).toBeTruthy();
    }

    const items = await db.select().from(merchandise).orderBy(asc(merchandise.sortOrder));
    expect(items).toHaveLength(6);
    expect(items.map((m) => m.sortOrder)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(items.map((m) => m.category))).toEqual(new Set(["Apparel", "Accessories", "Glassware"]));
    expect(items.filter((m) => m.stock === 0)).toHaveLength(1);
    for (const item of items) {
      expect(cents(item.price)).toBeGreaterThanOrEqual(1499);
      expect(cents(item.price)).toBeLessThanOrEqual(4299);
      expect(item.stock).toBeLessThanOrEqual(50);
      expect(item.longDescription).toBeTruthy();
    }
    // Apparel comes in S-XXL, and its stock is the sum of its sizes'.
    for (const item of items.filter((m) => m.category === "Apparel")) {
      const sizes = await db
        .select()
        .from(merchandiseSizes)
        .where(eq(merchandiseSizes.merchandiseId, item.id));
      expect(sizes.map((s) => s.size).sort()).toEqual(["L", "M", "S", "XL", "XXL"]);
      expect(sizes.reduce((sum, s) => sum + s.stock, 0)).toBe(item.stock);
    }
    expect(await db.select().from(merchandiseSizes)).toHaveLength(10);

    const lounge = (
      await db.select().from(forumCategories).where(eq(forumCategories.name, "Member Lounge"))
    )[0];
    expect(lounge?.membershipTierRequired).toBe("essential");

    const wine1 = (await db.select().from(coupons).where(eq(coupons.code, "WINE1")))[0];
    expect(wine1).toMatchObject({
      type: "percentage",
      value: "10.00",
      minOrderAmount: null,
      maxUses: null,
      usedCount: 0,
      membershipTierRequired: null,
      isActive: true,
      validFrom: null,
      validUntil: null,
    });
  });

  it("opens the forum with the staff's welcoming topics in every open category, once", async () => {
    await seed(db, { admin, welcomeTopics: true, now: new Date("2026-11-20T15:00:00.000Z") });
    const topics = await db.select().from(forumTopics);
    expect(topics).toHaveLength(seedForumTopics.length);
    const open = await db
      .select()
      .from(forumCategories)
      .where(isNull(forumCategories.membershipTierRequired));
    expect(open).toHaveLength(4);
    for (const category of open) {
      expect(topics.filter((t) => t.categoryId === category.id).length, category.name).toBeGreaterThanOrEqual(
        2,
      );
    }
    expect(topics.filter((t) => t.categoryId === "forum-member-lounge")).toEqual([]);
    const staff = await db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          seedStaffAccounts.map((s) => s.id),
        ),
      )
      .orderBy(asc(users.username));
    expect(staff.map((s) => [s.username, s.role, s.isActive])).toEqual([
      ["dana.ridgeroad", "admin", false],
      ["maggie.ridgeroad", "admin", false],
    ]);
    expect(new Set(topics.map((t) => t.userId))).toEqual(new Set(staff.map((s) => s.id)));
    // The full-text index is filled by the migration's triggers.
    const found = db.$client
      .prepare("select topic_id from forum_search where forum_search match 'perch'")
      .all() as { topic_id: string }[];
    // The topic, and the cellar crew's reply in it.
    expect(new Set(found.map((r) => r.topic_id))).toEqual(new Set(["topic-perch-and-riesling"]));

    // Topics the moderators delete stay deleted at the next start.
    await db.write((tx) => tx.delete(forumTopics));
    await seed(db, { admin, welcomeTopics: true });
    expect(await db.select().from(forumTopics)).toEqual([]);
  });

  it("dates the topics over the weeks before the seed ran, with the staff's first replies and no made-up customers", async () => {
    const now = new Date("2026-11-20T15:00:00.000Z");
    await seed(db, { admin, welcomeTopics: true, now });
    const topics = await db.select().from(forumTopics).orderBy(asc(forumTopics.createdAt));
    const days = topics.map((t) => Math.round((now.getTime() - Date.parse(t.createdAt)) / 86_400_000));
    expect(days).toEqual([75, 74, 60, 46, 31, 19, 9, 4]);
    expect(new Set(topics.map((t) => t.createdAt.slice(0, 10))).size).toBe(8);

    const replies = await db.select().from(forumReplies).orderBy(asc(forumReplies.createdAt));
    expect(replies).toHaveLength(7);
    const authors = await db
      .select({ id: users.id, username: users.username, role: users.role, isActive: users.isActive })
      .from(users)
      .where(inArray(users.id, [...new Set(replies.map((r) => r.userId))]))
      .orderBy(asc(users.username));
    // Only the winery's people speak: a customer who does not exist would be a made-up testimonial.
    expect(authors.map((a) => [a.username, a.role, a.isActive])).toEqual([
      ["dana.ridgeroad", "admin", false],
      ["maggie.ridgeroad", "admin", false],
    ]);
    expect(await db.select().from(users).where(eq(users.role, "customer"))).toEqual([]);
    for (const reply of replies) {
      const topic = topics.find((t) => t.id === reply.topicId);
      expect(reply.createdAt > (topic?.createdAt ?? "")).toBe(true);
      expect(reply.createdAt < now.toISOString()).toBe(true);
    }
    // Each topic's counters agree with its replies.
    const visit = topics.find((t) => t.id === "topic-plan-your-visit");
    expect(visit).toMatchObject({ replyCount: 1, lastReplyUserId: "staff-tasting-room" });
    expect(visit?.lastReplyAt).toBe(replies.find((r) => r.id === "reply-plan-visit-maggie")?.createdAt);
    expect(topics.find((t) => t.id === "topic-first-impressions")).toMatchObject({
      replyCount: 2,
      lastReplyUserId: "staff-winemaker",
    });
    expect(topics.find((t) => t.id === "topic-guidelines")).toMatchObject({
      replyCount: 0,
      lastReplyAt: null,
    });
    expect(topics.reduce((sum, t) => sum + t.replyCount, 0)).toBe(7);

    // Starting again a month later changes nothing.
    const before = { topics: await db.select().from(forumTopics), replies };
    await seed(db, { admin, welcomeTopics: true, now: new Date("2026-12-20T15:00:00.000Z") });
    expect(await db.select().from(forumTopics)).toEqual(before.topics);
    expect(await db.select().from(forumReplies).orderBy(asc(forumReplies.createdAt))).toEqual(before.replies);
  });

  it("brings a forum seeded before round 3 (every topic on 31 December, no replies) to life once", async () => {
    await seed(db, { admin, welcomeTopics: true, now: new Date("2026-03-01T12:00:00.000Z") });
    // The database as the round 2 seed left it: the old fixed dates, no replies.
    await db.write((tx) => tx.delete(forumReplies));
    await db.write((tx) => tx.delete(users).where(inArray(users.role, ["customer"])));
    for (const [position, topic] of seedForumTopics.entries()) {
      const at = new Date(Date.parse("2026-01-01T00:00:00.000Z") + (10 + position) * 60_000).toISOString();
      await db.write((tx) =>
        tx
          .update(forumTopics)
          .set({ createdAt: at, updatedAt: at, replyCount: 0, lastReplyAt: null, lastReplyUserId: null })
          .where(eq(forumTopics.id, topic.id)),
      );
    }
    // The moderators deleted one topic since.
    await db.write((tx) => tx.delete(forumTopics).where(eq(forumTopics.id, "topic-harvest-memories")));

    const now = new Date("2026-11-20T15:00:00.000Z");
    await seed(db, { admin, welcomeTopics: true, now });
    const topics = await db.select().from(forumTopics);
    expect(topics).toHaveLength(seedForumTopics.length - 1);
    expect(topics.every((t) => t.createdAt > "2026-08-01")).toBe(true);
    const replies = await db.select().from(forumReplies);
    expect(replies).toHaveLength(6);
    expect(replies.some((r) => r.topicId === "topic-harvest-memories")).toBe(false);
    expect(topics.find((t) => t.id === "topic-first-impressions")?.replyCount).toBe(2);

    // Once: the next start leaves the forum as it is.
    await seed(db, { admin, welcomeTopics: true, now: new Date("2026-12-24T15:00:00.000Z") });
    expect(await db.select().from(forumTopics)).toEqual(topics);
    expect(await db.select().from(forumReplies)).toHaveLength(6);
  });

  it("leaves the forum empty without welcomeTopics (the api tests' seed)", async () => {
    await seed(db, { admin });
    expect(await db.select().from(forumTopics)).toEqual([]);
    expect(await db.select().from(users)).toHaveLength(1);
  });

  it("points every picture at a file shipped in web/public", () => {
    const urls = [
      ...seedWines.map((w) => w.imageUrl),
      ...seedGiftPackages.map((g) => g.imageUrl),
      ...seedMerchandise.map((m) => m.imageUrl),
      ...seedReservationTypes.map((r) => r.imageUrl),
      "/images/default-bottle.svg",
      "/images/hero-vineyard.svg",
      "/images/tasting-room.svg",
    ];
    for (const url of urls.map((u) => u ?? "(missing)")) {
      expect(url).toMatch(/^\/images\/.+\.svg$/);
      expect(existsSync(resolve(publicDir, `.${url}`)), url).toBe(true);
    }
  });
});

describe("factories", () => {
  it("create unique users and complete wines", async () => {
    const db = openDatabase(":memory:");
    const a = await createUser(db, { passwordHash: "hash" });
    const b = await createUser(db, { passwordHash: "hash", membershipTier: "premium" });
    expect(a.username).not.toBe(b.username);
    expect(a.email).not.toBe(b.email);
    expect(a).toMatchObject({ role: "customer", membershipTier: null, isActive: true });
    expect(b.membershipTier).toBe("premium");
    expect((await db.select().from(memberships).where(eq(memberships.userId, b.id)))[0]?.status).toBe(
      "active",
    );

    const wine = await createWine(db, { type: "white", stock: -1 });
    expect(wine).toMatchObject({ type: "white", stock: -1, price: "20.00", isAvailable: true });
    expect((await createWine(db)).name).not.toBe(wine.name);
  });
});

describe("seed after admins changed the catalogue", () => {
  it("does not bring back a deleted wine or undo an edit", async () => {
    const db = openDatabase(":memory:");
    await seed(db, {});
    const [first, second] = seedWines;
    if (!first || !second) throw new Error("seed has wines");
    await db.write((tx) => tx.delete(wines).where(eq(wines.id, first.id)));
    await db.write((tx) => tx.update(wines).set({ price: "99.00" }).where(eq(wines.id, second.id)));
    await seed(db, {});
    expect((await db.select().from(wines).where(eq(wines.id, first.id)))[0]).toBeUndefined();
    expect((await db.select().from(wines).where(eq(wines.id, second.id)))[0]?.price).toBe("99.00");
    expect(await db.select().from(wines)).toHaveLength(seedWines.length - 1);
  });

  it("names only catalogue wines in the home page's medals, each once per competition", () => {
    const catalogue = new Set(seedWines.map((wine) => `${wine.vintage} ${wine.name}`));
    for (const award of awards) expect(catalogue, award.wine).toContain(award.wine);
    const pairs = awards.map((award) => `${award.competition}|${award.wine}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
