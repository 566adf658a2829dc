import type { forumReplies, forumTopics, users } from "../../src/index";
import { seedTime } from "./timestamps";

export type SeedStaffAccount = Required<
  Pick<
    typeof users.$inferInsert,
    "id" | "username" | "email" | "password" | "firstName" | "lastName" | "role" | "isActive" | "createdAt"
  >
>;
export type SeedForumTopic = Required<
  Pick<
    typeof forumTopics.$inferInsert,
    "id" | "categoryId" | "userId" | "title" | "content" | "isPinned" | "isLocked" | "createdAt" | "updatedAt"
  >
>;
export type SeedForumReply = Required<
  Pick<typeof forumReplies.$inferInsert, "id" | "topicId" | "userId" | "content" | "createdAt" | "updatedAt">
>;

/**
 * Not a password hash: no password verifies against it, so these accounts cannot be signed in to
 * until an admin sets a password (and enables them) from the members screen.
 */
const NO_SIGN_IN = "!seeded-staff-account";

/**
 * The winery's staff who open the forum. They hold the staff role (their posts show the Staff badge)
 * but are not active, so they cannot sign in and never count as the shop's active admins.
 */
export const seedStaffAccounts: SeedStaffAccount[] = [
  {
    id: "staff-winemaker",
    username: "dana.ridgeroad",
    email: "dana@ridgeroadvineyard.example",
    password: NO_SIGN_IN,
    firstName: "Dana",
    lastName: "Hale",
    role: "admin",
    isActive: false,
    createdAt: seedTime(0),
  },
  {
    id: "staff-tasting-room",
    username: "maggie.ridgeroad",
    email: "maggie@ridgeroadvineyard.example",
    password: NO_SIGN_IN,
    firstName: "Maggie",
    lastName: "Kowalski",
    role: "admin",
    isActive: false,
    createdAt: seedTime(0),
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment `days` before the seed ran. */
function ago(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

const dana = "staff-winemaker";
const maggie = "staff-tasting-room";

/** `daysAgo`: how long before the seed ran the topic was posted (the forum's first weeks). */
const topics: (Omit<SeedForumTopic, "createdAt" | "updatedAt"> & { daysAgo: number })[] = [
  {
    id: "topic-guidelines",
    categoryId: "forum-general",
    userId: maggie,
    title: "How we keep this forum friendly",
    content: `We want every wine lover to feel at home here, whether you're on your first bottle or your thousandth.

1. Be kind. Disagree about wine all you like, never about people.
2. Stay on topic and keep it legal: you must be 21 or older to join the conversation.
3. No advertising or selling bottles.
4. See something that breaks these rules? Use **Report** on the post and a moderator will look at it.

Thank you for helping us keep the conversation as pleasant as a Saturday on the patio.`,
    isPinned: true,
    isLocked: true,
    daysAgo: 75,
  },
  {
    id: "topic-welcome",
    categoryId: "forum-general",
    userId: maggie,
    title: "Welcome to the Ridge Road community!",
    content: `Hello and welcome! This is the place to talk wine with the Ridge Road family: fellow visitors, club members and the people who grow and make the wine.

A few ideas to get started:

- **Introduce yourself** in this thread: where you're from and the bottle that got you into wine.
- Share what you tasted in **Wine Tasting Notes**.
- Swap recipes in **Food Pairings**.
- Planning a trip to Conneaut? Ask away in **Events & Visits**.

Club members also get the *Member Lounge*, where we talk about the monthly selections before they ship.

Cheers,
Maggie (tasting room)`,
    isPinned: true,
    isLocked: false,
    daysAgo: 74,
  },
  {
    id: "topic-first-impressions",
    categoryId: "forum-tasting-notes",
    userId: dana,
    title: "Tell us about the last Ridge Road bottle you opened",
    content: `I'm Dana, the winemaker here. Nothing helps us more than hearing how the wines show at your table, months after they leave the cellar.

Tell us which wine and vintage, what you noticed on the nose and the palate, and what you served with it. Short notes are welcome: *"bright, lemony, gone in ten minutes"* counts!`,
    isPinned: false,
    isLocked: false,
    daysAgo: 46,
  },
  {
    id: "topic-lake-effect-acidity",
    categoryId: "forum-tasting-notes",
    userId: dana,
    title: "Why our whites taste so bright: the lake effect",
    content: `People often ask why our Riesling and Chardonnay keep such lively acidity. The short answer is Lake Erie.

The lake warms slowly in spring, which holds bud break back past the late frosts, and it releases its stored heat in autumn, which stretches the season so the grapes ripen slowly. Slow ripening keeps the acids while the flavors build.

Taste a glass side by side with a warm-climate white and tell us what you notice.`,
    isPinned: false,
    isLocked: false,
    daysAgo: 31,
  },
  {
    id: "topic-perch-and-riesling",
    categoryId: "forum-food-pairings",
    userId: maggie,
    title: "Lake Erie perch and a dry Riesling: share your fish fry pairings",
    content: `Friday fish fry is a north-east Ohio tradition, and a dry Riesling is our favorite partner for it: the acidity cuts right through the batter.

What do you pour with yours? Bonus points for your family's tartar sauce secret.`,
    isPinned: false,
    isLocked: false,
    daysAgo: 19,
  },
  {
    id: "topic-holiday-table",
    categoryId: "forum-food-pairings",
    userId: dana,
    title: "What are you pouring at the holiday table?",
    content: `Turkey, ham, pierogi, or all three? Holiday tables are famously hard to pair because everything lands at once.

My own answer is a sparkling wine to start and a light, fresh red (think Cabernet Franc, slightly chilled) through dinner. What works for your family?`,
    isPinned: false,
    isLocked: false,
    daysAgo: 4,
  },
  {
    id: "topic-plan-your-visit",
    categoryId: "forum-events-visits",
    userId: maggie,
    title: "Planning your first visit? Start here",
    content: `The tasting room is open **Fridays and Saturdays, noon to 6 pm**, and private tastings are available by appointment.

- Groups of 8 or more: please reserve ahead on the reservations page.
- We're at 4490 South Ridge Road in Conneaut, a short drive from exit 235 on I-90.

Ask any question about your visit here and one of us will answer.`,
    isPinned: false,
    isLocked: false,
    daysAgo: 60,
  },
  {
    id: "topic-harvest-memories",
    categoryId: "forum-events-visits",
    userId: dana,
    title: "Harvest tour photos and memories",
    content: `Every autumn we open the rows for harvest tours. If you joined one, we'd love to hear about it: what surprised you, what you tasted straight off the vine, and whether your shoes survived the mud.`,
    isPinned: false,
    isLocked: false,
    daysAgo: 9,
  },
];

/**
 * When the seed before round 3 dated the topics: all within minutes of 2026-01-01T00:00Z (31 December
 * in New York), which made the forum look abandoned. A forum still holding these dates is re-dated.
 */
export const originalTopicTimes: ReadonlyMap<string, string> = new Map(
  topics.map((topic, position) => [topic.id, seedTime(10 + position)]),
);

export const seedForumTopics = topics.map(({ daysAgo: _, ...topic }) => topic);

/** The topics as posted over the weeks before the seed ran (`now`: the server's clock). */
export function seedForumTopicsAt(now: Date): SeedForumTopic[] {
  return topics.map(({ daysAgo, ...topic }) => {
    const at = ago(now, daysAgo);
    return { ...topic, createdAt: at, updatedAt: at };
  });
}

/**
 * The staff's own first answers, hours or days after each topic. Only the winery's people speak in
 * the seed: a reply from a customer who does not exist would be a made-up testimonial.
 */
const replies: { id: string; topicId: string; userId: string; daysAgo: number; content: string }[] = [
  {
    id: "reply-first-impressions-maggie",
    topicId: "topic-first-impressions",
    userId: maggie,
    daysAgo: 44,
    content:
      "I'll start: the 2022 Lakeshore Riesling at our staff lunch on Saturday. Lime zest and wet stone on the nose, bright and a little off-dry, with grilled shrimp. Gone in ten minutes, as promised.",
  },
  {
    id: "reply-first-impressions-dana",
    topicId: "topic-first-impressions",
    userId: dana,
    daysAgo: 42,
    content:
      "That touch of sweetness is the lake's long autumn. Your turn, everyone: which bottle, and what was on the table?",
  },
  {
    id: "reply-lake-effect-maggie",
    topicId: "topic-lake-effect-acidity",
    userId: maggie,
    daysAgo: 30,
    content:
      "If you visit, ask for the Riesling and the South Ridge Chardonnay side by side at the bar: it is the easiest way to taste what Dana means.",
  },
  {
    id: "reply-perch-dana",
    topicId: "topic-perch-and-riesling",
    userId: dana,
    daysAgo: 18,
    content:
      "Our cellar crew's answer: beer-battered perch, coleslaw with celery seed and the dry Riesling. The tartar sauce secret is chopped dill pickle *and* capers.",
  },
  {
    id: "reply-plan-visit-maggie",
    topicId: "topic-plan-your-visit",
    userId: maggie,
    daysAgo: 58,
    content:
      "A question we hear often: the tasting room is step-free, with a ramp at the side door and a paved path from the parking area. Tell us when you book and we will keep a table near the door.",
  },
  {
    id: "reply-harvest-maggie",
    topicId: "topic-harvest-memories",
    userId: maggie,
    daysAgo: 7,
    content:
      "Tours fill up fast in October: book ahead on the reservations page, and wear shoes you don't mind rinsing.",
  },
  {
    id: "reply-holiday-maggie",
    topicId: "topic-holiday-table",
    userId: maggie,
    daysAgo: 3,
    content:
      "At my family's table it's Catawba Pink with the ham and the ice wine with pumpkin pie. What's on yours?",
  },
];

/** The replies as written before the seed ran. */
export function seedForumRepliesAt(now: Date): SeedForumReply[] {
  return replies.map(({ daysAgo, ...reply }) => {
    const at = ago(now, daysAgo);
    return { ...reply, createdAt: at, updatedAt: at };
  });
}
