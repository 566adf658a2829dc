import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool } from "./columns";

/**
 * Selling wine lawfully (DECISIONS.md, Round 3), one row per US state and DC: whether the winery
 * is licensed to ship there, the bottles a person may receive there in a calendar year (null: no
 * limit), and the sales-tax rate charged on orders going there ("0.0800": four places). The staff
 * keep it at /admin/compliance; the seed fills it once.
 */
export const complianceStates = sqliteTable("compliance_states", {
  state: text("state").primaryKey(),
  ships: bool("ships").notNull().default(false),
  bottlesPerYear: integer("bottles_per_year"),
  taxRate: text("tax_rate").notNull().default("0.0800"),
  updatedAt: text("updated_at").notNull(),
  /** The staff member who last changed it (null: as seeded). */
  updatedBy: text("updated_by"),
});

/**
 * The bottles shipped to one person in one state in one calendar year (New York time), counted
 * by the checkout in its transaction with a guarded upsert, so parallel checkouts can reach the
 * state's yearly limit exactly and never pass it. `buyer` is "user:<id>" for an account and
 * "email:<address>" for a guest. A cancelled order gives its bottles back.
 */
export const complianceVolumes = sqliteTable(
  "compliance_volumes",
  {
    buyer: text("buyer").notNull(),
    state: text("state").notNull(),
    year: integer("year").notNull(),
    bottles: integer("bottles").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.buyer, t.state, t.year] })],
);
