import type { forumCategories } from "../../src/index";
import { seedTime } from "./timestamps";

export type SeedForumCategory = Required<typeof forumCategories.$inferInsert>;

/** icon holds a lucide icon name (kebab-case), which the web maps to its component. */
const categories: Omit<SeedForumCategory, "createdAt">[] = [
  {
    id: "forum-general",
    name: "General Discussion",
    description: "Say hello, ask questions and talk about anything wine, vineyard or Lake Erie.",
    icon: "message-circle",
    membershipTierRequired: null,
    isVisible: true,
    sortOrder: 1,
  },
  {
    id: "forum-tasting-notes",
    name: "Wine Tasting Notes",
    description: "Share what you found in the glass: aromas, flavors, vintages and how bottles are ageing.",
    icon: "wine",
    membershipTierRequired: null,
    isVisible: true,
    sortOrder: 2,
  },
  {
    id: "forum-food-pairings",
    name: "Food Pairings",
    description: "Recipes, menus and the pairings that worked (and the ones that did not).",
    icon: "utensils",
    membershipTierRequired: null,
    isVisible: true,
    sortOrder: 3,
  },
  {
    id: "forum-events-visits",
    name: "Events & Visits",
    description: "Plan a trip to the tasting room, compare notes on events and meet fellow visitors.",
    icon: "calendar",
    membershipTierRequired: null,
    isVisible: true,
    sortOrder: 4,
  },
  {
    id: "forum-member-lounge",
    name: "Member Lounge",
    description: "A private corner for wine club members: monthly selections, releases and cellar tips.",
    icon: "crown",
    membershipTierRequired: "essential",
    isVisible: true,
    sortOrder: 5,
  },
];

export const seedForumCategories: SeedForumCategory[] = categories.map((category, position) => ({
  ...category,
  createdAt: seedTime(position),
}));
