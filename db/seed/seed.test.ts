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
  type Db,
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

  it("is idempotent and creates the admin once", () => {
    expect(seed(db, { admin })).toEqual({ adminCreated: true });
    const counts = () => ({
      wines: db.select().from(wines).all().length,
      reservationTypes: db.select().from(reservationTypes).all().length,
      giftPackages: db.select().from(giftPackages).all().length,
      merchandise: db.select().from(merchandise).all().length,
      forumCategories: db.select().from(forumCategories).all().length,
      coupons: db.select().from(coupons).all().length,
      users: db.select().from(users).all().length,
    });
    const first = counts();
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

    expect(seed(db, { admin })).toEqual({ adminCreated: false });
    expect(counts()).toEqual(first);

    const stored = db.select().from(users).get();
    expect(stored).toMatchObject({
      username: "Admin",
      email: "admin@ridgeroadvineyard.example",
      role: "admin",
    });
  });

  it("never overwrites what admins changed", () => {
    seed(db);
    db.update(wines).set({ price: "99.00" }).where(eq(wines.id, "wine-lakeshore-riesling-2022")).run();
    db.update(coupons).set({ isActive: false }).where(eq(coupons.code, "WINE1")).run();
    seed(db);
    expect(db.select().from(wines).where(eq(wines.id, "wine-lakeshore-riesling-2022")).get()?.price).toBe(
      "99.00",
    );
    expect(db.select().from(coupons).where(eq(coupons.code, "WINE1")).get()?.isActive).toBe(false);
  });

  it("brings a page the staff never edited up to the current text, and leaves an edited one alone", () => {
    seed(db);
    const content = (slug: string) =>
      db.select().from(pageContent).where(eq(pageContent.slug, slug)).get()?.content;
    const current = (slug: string) => seedPages.find((p) => p.slug === slug)?.content;
    // A database seeded before round 3 holds the old texts: one untouched, one the staff rewrote.
    const [oldShipping = ""] = retiredPageContent.shipping ?? [];
    db.update(pageContent).set({ content: oldShipping }).where(eq(pageContent.slug, "shipping")).run();
    db.update(pageContent).set({ content: "Our own FAQ." }).where(eq(pageContent.slug, "faq")).run();
    seed(db);
    expect(content("shipping")).toBe(current("shipping"));
    expect(content("shipping")).toContain("free club wines cost nothing but shipping");
    expect(content("shipping")).not.toContain("always ship free");
    expect(content("faq")).toBe("Our own FAQ.");
  });

  it("does not create the admin when the username (any case) or the e-mail is taken", () => {
    createUser(db, { username: "ADMIN", email: "someone@example.test", passwordHash: "x" });
    expect(seed(db, { admin })).toEqual({ adminCreated: false });

    const other = openDatabase(":memory:");
    createUser(other, { username: "someone", email: "admin@ridgeroadvineyard.example", passwordHash: "x" });
    expect(seed(other, { admin })).toEqual({ adminCreated: false });
    expect(other.select().from(users).where(eq(users.role, "admin")).all()).toHaveLength(0);
  });

  it("seeds a complete wine catalogue", () => {
    seed(db);
    const rows = db.select().from(wines).orderBy(asc(wines.createdAt)).all();
    expect(rows.map((w) => w.id)).toEqual(seedWines.map((w) => w.id));
    expect(rows.slice(0, 3).map((w) => w.id)).toEqual([
      "wine-lakeshore-riesling-2022",
      "wine-ridge-road-reserve-cabernet-sauvignon-2020",
      "wine-conneaut-creek-brut-2019",
    ]);
    expect(new Set(rows.map((w) => w.createdAt)).size).toBe(rows.length);

    const legitimatelyNull = new Set(["casePrice", "membershipCategory"]);
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

  it("seeds reservation types that fit the opening hours", () => {
    seed(db);
    const rows = db.select().from(reservationTypes).all();
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

  it("offers two different tastings, not two copies of one", () => {
    seed(db);
    const type = (id: string) => db.select().from(reservationTypes).where(eq(reservationTypes.id, id)).get();
    const classic = type("rt-classic-tasting");
    const seated = type("rt-wine-tasting");
    expect(classic?.description).toContain("at the tasting bar");
    expect(seated?.description).toContain("seated tasting at your own table");
    expect(seated?.price).toBe("30.00");
    expect(classic?.price).toBe("25.00");
    expect(seated?.imageUrl).not.toBe(classic?.imageUrl);
  });

  it("tells one story: group size, Ridge Road Red and the founding agree with the site", () => {
    seed(db, { welcomeTopics: true });
    const texts = [
      ...db
        .select()
        .from(pageContent)
        .all()
        .map((p) => p.content),
      ...db
        .select()
        .from(reservationTypes)
        .all()
        .flatMap((r) => [r.description, r.requirements ?? ""]),
      ...db
        .select()
        .from(forumTopics)
        .all()
        .map((t) => t.content),
      ...site.directions.tips,
    ];
    const sizes = texts.flatMap((text) =>
      [...text.matchAll(/(?:groups|parties) of (\w+) or more/gi)].map((match) => match[1]),
    );
    expect(sizes.length).toBeGreaterThanOrEqual(5);
    expect(new Set(sizes)).toEqual(new Set([String(site.groupMinimum)]));
    // The About page: in 1968 the Kesslers planted Riesling and Chardonnay; the neighbours grew Concord.
    const red = db.select().from(wines).where(eq(wines.id, "wine-ridge-road-red-2023")).get();
    expect(red?.description).not.toMatch(/founders first made/);
    expect(red?.description).toContain("Concord grapes our neighbours on the ridge grow for juice");
  });

  it("corrects what an earlier seed got wrong in an existing database, never what staff changed", () => {
    seed(db);
    // The database as the round 2 seed left it: the old texts, price and picture, no new slugs.
    db.update(wines)
      .set({
        description:
          "The sweet Concord red our founders first made in 1968, still the tasting room's best seller.",
      })
      .where(eq(wines.id, "wine-ridge-road-red-2023"))
      .run();
    db.update(reservationTypes)
      .set({
        description:
          "A guided flight of five estate wines in the tasting room, from Lake Erie Riesling to our reserve reds.",
        price: "20.00",
        imageUrl: "/images/reservations/rt-classic-tasting.svg",
      })
      .where(eq(reservationTypes.id, "rt-wine-tasting"))
      .run();
    db.update(reservationTypes)
      .set({ slug: null })
      .where(inArray(reservationTypes.id, ["rt-lakeview-lunch", "rt-group-tasting"]))
      .run();
    const [oldVisit = ""] = retiredPageContent.visit ?? [];
    db.update(pageContent).set({ content: oldVisit }).where(eq(pageContent.slug, "visit")).run();
    // ... where the staff had already set their own price on the group tasting's page.
    db.update(reservationTypes)
      .set({ price: "20.00" })
      .where(eq(reservationTypes.id, "rt-group-tasting"))
      .run();
    seed(db);
    seed(db);
    const type = (id: string) => db.select().from(reservationTypes).where(eq(reservationTypes.id, id)).get();
    const wineTasting = seedReservationTypes.find((r) => r.id === "rt-wine-tasting");
    expect(type("rt-wine-tasting")).toMatchObject({
      description: wineTasting?.description,
      price: "30.00",
      imageUrl: "/images/reservations/rt-group-tasting.svg",
    });
    expect(type("rt-lakeview-lunch")?.slug).toBe("lakeview-lunch");
    expect(type("rt-group-tasting")).toMatchObject({ slug: "group-tasting", price: "20.00" });
    expect(db.select().from(wines).where(eq(wines.id, "wine-ridge-road-red-2023")).get()?.description).toBe(
      seedWines.find((w) => w.id === "wine-ridge-road-red-2023")?.description,
    );
    expect(db.select().from(pageContent).where(eq(pageContent.slug, "visit")).get()?.content).toContain(
      "groups of 8 or more",
    );

    // A description the staff rewrote stays theirs.
    db.update(wines)
      .set({ description: "Our house red." })
      .where(eq(wines.id, "wine-ridge-road-red-2023"))
      .run();
    seed(db);
    expect(db.select().from(wines).where(eq(wines.id, "wine-ridge-road-red-2023")).get()?.description).toBe(
      "Our house red.",
    );
  });

  it("seeds gift packages, merchandise, forum categories and WINE1", () => {
    seed(db);
    const gifts = db.select().from(giftPackages).all();
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

    const items = db.select().from(merchandise).orderBy(asc(merchandise.sortOrder)).all();
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
      const sizes = db
        .select()
        .from(merchandiseSizes)
        .where(eq(merchandiseSizes.merchandiseId, item.id))
        .all();
      expect(sizes.map((s) => s.size).sort()).toEqual(["L", "M", "S", "XL", "XXL"]);
      expect(sizes.reduce((sum, s) => sum + s.stock, 0)).toBe(item.stock);
    }
    expect(db.select().from(merchandiseSizes).all()).toHaveLength(10);

    const lounge = db.select().from(forumCategories).where(eq(forumCategories.name, "Member Lounge")).get();
    expect(lounge?.membershipTierRequired).toBe("essential");

    const wine1 = db.select().from(coupons).where(eq(coupons.code, "WINE1")).get();
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

  it("opens the forum with the staff's welcoming topics in every open category, once", () => {
    seed(db, { admin, welcomeTopics: true, now: new Date("2026-11-20T15:00:00.000Z") });
    const topics = db.select().from(forumTopics).all();
    expect(topics).toHaveLength(seedForumTopics.length);
    const open = db
      .select()
      .from(forumCategories)
      .where(isNull(forumCategories.membershipTierRequired))
      .all();
    expect(open).toHaveLength(4);
    for (const category of open) {
      expect(topics.filter((t) => t.categoryId === category.id).length, category.name).toBeGreaterThanOrEqual(
        2,
      );
    }
    expect(topics.filter((t) => t.categoryId === "forum-member-lounge")).toEqual([]);
    const staff = db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          seedStaffAccounts.map((s) => s.id),
        ),
      )
      .orderBy(asc(users.username))
      .all();
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
    db.delete(forumTopics).run();
    seed(db, { admin, welcomeTopics: true });
    expect(db.select().from(forumTopics).all()).toEqual([]);
  });

  it("dates the topics over the weeks before the seed ran, with the staff's first replies and no made-up customers", () => {
    const now = new Date("2026-11-20T15:00:00.000Z");
    seed(db, { admin, welcomeTopics: true, now });
    const topics = db.select().from(forumTopics).orderBy(asc(forumTopics.createdAt)).all();
    const days = topics.map((t) => Math.round((now.getTime() - Date.parse(t.createdAt)) / 86_400_000));
    expect(days).toEqual([75, 74, 60, 46, 31, 19, 9, 4]);
    expect(new Set(topics.map((t) => t.createdAt.slice(0, 10))).size).toBe(8);

    const replies = db.select().from(forumReplies).orderBy(asc(forumReplies.createdAt)).all();
    expect(replies).toHaveLength(7);
    const authors = db
      .select({ id: users.id, username: users.username, role: users.role, isActive: users.isActive })
      .from(users)
      .where(inArray(users.id, [...new Set(replies.map((r) => r.userId))]))
      .orderBy(asc(users.username))
      .all();
    // Only the winery's people speak: a customer who does not exist would be a made-up testimonial.
    expect(authors.map((a) => [a.username, a.role, a.isActive])).toEqual([
      ["dana.ridgeroad", "admin", false],
      ["maggie.ridgeroad", "admin", false],
    ]);
    expect(db.select().from(users).where(eq(users.role, "customer")).all()).toEqual([]);
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
    const before = { topics: db.select().from(forumTopics).all(), replies };
    seed(db, { admin, welcomeTopics: true, now: new Date("2026-12-20T15:00:00.000Z") });
    expect(db.select().from(forumTopics).all()).toEqual(before.topics);
    expect(db.select().from(forumReplies).orderBy(asc(forumReplies.createdAt)).all()).toEqual(before.replies);
  });

  it("brings a forum seeded before round 3 (every topic on 31 December, no replies) to life once", () => {
    seed(db, { admin, welcomeTopics: true, now: new Date("2026-03-01T12:00:00.000Z") });
    // The database as the round 2 seed left it: the old fixed dates, no replies.
    db.delete(forumReplies).run();
    db.delete(users)
      .where(inArray(users.role, ["customer"]))
      .run();
    seedForumTopics.forEach((topic, position) => {
      const at = new Date(Date.parse("2026-01-01T00:00:00.000Z") + (10 + position) * 60_000).toISOString();
      db.update(forumTopics)
        .set({ createdAt: at, updatedAt: at, replyCount: 0, lastReplyAt: null, lastReplyUserId: null })
        .where(eq(forumTopics.id, topic.id))
        .run();
    });
    // The moderators deleted one topic since.
    db.delete(forumTopics).where(eq(forumTopics.id, "topic-harvest-memories")).run();

    const now = new Date("2026-11-20T15:00:00.000Z");
    seed(db, { admin, welcomeTopics: true, now });
    const topics = db.select().from(forumTopics).all();
    expect(topics).toHaveLength(seedForumTopics.length - 1);
    expect(topics.every((t) => t.createdAt > "2026-08-01")).toBe(true);
    const replies = db.select().from(forumReplies).all();
    expect(replies).toHaveLength(6);
    expect(replies.some((r) => r.topicId === "topic-harvest-memories")).toBe(false);
    expect(topics.find((t) => t.id === "topic-first-impressions")?.replyCount).toBe(2);

    // Once: the next start leaves the forum as it is.
    seed(db, { admin, welcomeTopics: true, now: new Date("2026-12-24T15:00:00.000Z") });
    expect(db.select().from(forumTopics).all()).toEqual(topics);
    expect(db.select().from(forumReplies).all()).toHaveLength(6);
  });

  it("leaves the forum empty without welcomeTopics (the api tests' seed)", () => {
    seed(db, { admin });
    expect(db.select().from(forumTopics).all()).toEqual([]);
    expect(db.select().from(users).all()).toHaveLength(1);
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
  it("create unique users and complete wines", () => {
    const db = openDatabase(":memory:");
    const a = createUser(db, { passwordHash: "hash" });
    const b = createUser(db, { passwordHash: "hash", membershipTier: "premium" });
    expect(a.username).not.toBe(b.username);
    expect(a.email).not.toBe(b.email);
    expect(a).toMatchObject({ role: "customer", membershipTier: null, isActive: true });
    expect(b.membershipTier).toBe("premium");
    expect(db.select().from(memberships).where(eq(memberships.userId, b.id)).get()?.status).toBe("active");

    const wine = createWine(db, { type: "white", stock: -1 });
    expect(wine).toMatchObject({ type: "white", stock: -1, price: "20.00", isAvailable: true });
    expect(createWine(db).name).not.toBe(wine.name);
  });
});

describe("seed after admins changed the catalogue", () => {
  it("does not bring back a deleted wine or undo an edit", () => {
    const db = openDatabase(":memory:");
    seed(db, {});
    const [first, second] = seedWines;
    if (!first || !second) throw new Error("seed has wines");
    db.delete(wines).where(eq(wines.id, first.id)).run();
    db.update(wines).set({ price: "99.00" }).where(eq(wines.id, second.id)).run();
    seed(db, {});
    expect(db.select().from(wines).where(eq(wines.id, first.id)).get()).toBeUndefined();
    expect(db.select().from(wines).where(eq(wines.id, second.id)).get()?.price).toBe("99.00");
    expect(db.select().from(wines).all()).toHaveLength(seedWines.length - 1);
  });

  it("names only catalogue wines in the home page's medals, each once per competition", () => {
    const catalogue = new Set(seedWines.map((wine) => `${wine.vintage} ${wine.name}`));
    for (const award of awards) expect(catalogue, award.wine).toContain(award.wine);
    const pairs = awards.map((award) => `${award.competition}|${award.wine}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
