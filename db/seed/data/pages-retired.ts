/**
 * Page texts an earlier seed wrote and a later one replaced, by slug. A page that still holds one of
 * them was never edited by the staff, so the seed brings it up to the current text; a page the staff
 * edited is left alone (db/seed/index.ts). Add the old text here whenever a seeded page changes.
 */
export const retiredPageContent: Readonly<Record<string, readonly string[]>> = {
  // Round 3: club shipments do not ship free; the free wines cost nothing but shipping (and tax).
  shipping: [
    "## Where we ship\n\nWe ship wine to adults 21 and over in Ohio, Pennsylvania, New York and Michigan. Someone 21 or older must sign for every delivery.\n\n## Costs\n\n- Shipping is **$15.00** per order.\n- Orders above **$100.00** (after discounts) ship free.\n- Wine club shipments always ship free.\n\n## When\n\nOrders placed by noon Eastern on a weekday leave the winery within two business days. In summer heat we may hold a shipment for a cooler week and will e-mail you if we do.",
  ],
  // Round 3: groups of 8 or more book ahead (the spec, the directions and the Group Tasting agree).
  visit: [
    "Our tasting room on South Ridge Road is open **Friday and Saturday from noon to 6 PM**. Walk-ins are welcome for flights at the bar; groups of six or more, please book a tasting ahead.\n\nThe last mile of South Ridge Road is gravel: take it slowly and enjoy the vines.",
  ],
  // Round 3: groups of 8 (was six), and what club shipments cost.
  faq: [
    "**Do I need a reservation for a tasting?**\nNot for a flight at the bar. Book ahead for groups of six or more and for tours.\n\n**Can I bring children or dogs?**\nChildren are welcome with an adult; dogs on a leash may join you on the patio.\n\n**How do club discounts work?**\nMembers save 5, 10 or 15% on every wine, by tier. If a coupon would save you more, the coupon applies instead.\n\n**Can I change my club shipment?**\nYes: pick your wines for the month from your dashboard before the selection closes.",
  ],
};
