import { businessDate, shipRefusalMessage, tiers, volumeRefusal } from "contracts";
import { type Tx, users } from "db";
import { eq } from "drizzle-orm";
import { bottlesBought, buyerOf, stateRules } from "../compliance/compliance.service";
import type { MembershipRow } from "./club-state";

/**
 * Why a membership's renewal cannot go ahead under the shipping rules (DECISIONS.md, Round 3), or
 * null: the member's shipping address is in a state the winery is not licensed in, or the month's
 * bottles would pass that state's yearly limit. A member without a saved address is renewed (the
 * wine's own checkout checks the address it ships to). The bottles themselves are counted when the
 * month's wines are checked out.
 */
export async function renewalRefusal(tx: Tx, row: MembershipRow, now: Date): Promise<string | null> {
  const user = (await tx.select().from(users).where(eq(users.id, row.userId)))[0];
  const state = user?.defaultAddress?.state;
  if (!user || !state) return null;
  const rules = await stateRules(tx, state);
  if (!rules?.ships) return shipRefusalMessage(state);
  const year = Number(businessDate(now).slice(0, 4));
  const bought = await bottlesBought(tx, { buyer: buyerOf(user.id, user.email), state, year });
  return volumeRefusal(state, rules.bottlesPerYear, bought, tiers[row.tier].freeWinesPerMonth);
}
