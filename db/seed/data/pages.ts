import type { pageContent } from "../../src/index";
import { seedTime } from "./timestamps";

export type SeedPage = Required<typeof pageContent.$inferInsert>;

const page = (
  n: number,
  slug: string,
  title: string,
  content: string,
  metaDescription: string,
): SeedPage => ({
  id: `page-${slug}`,
  slug,
  title,
  content,
  metaTitle: `${title} | Ridge Road Vineyard`,
  metaDescription,
  isPublished: true,
  createdAt: seedTime(n),
  updatedAt: seedTime(n),
});

/** The pages staff edit on /admin (Pages tab): the footer's four and the intros of about, visit and contact. */
export const seedPages: SeedPage[] = [
  page(
    0,
    "about",
    "About Ridge Road Vineyard",
    "Ridge Road Vineyard has grown grapes on the gravel ridges above Lake Erie since **1968**. The lake keeps our autumns long and our winters gentle, which is why Riesling, Cabernet Franc and Chambourcin thrive here.\n\nThree generations of the family still prune, pick and press every vintage by hand.",
    "A family estate winery on Ohio's Lake Erie shore since 1968.",
  ),
  page(
    1,
    "visit",
    "Visit the Tasting Room",
    "Our tasting room on South Ridge Road is open **Friday and Saturday from noon to 6 PM**. Walk-ins are welcome for flights at the bar; groups of 8 or more, please book a group tasting ahead.\n\nThe last mile of South Ridge Road is gravel: take it slowly and enjoy the vines.",
    "Hours, directions and what to expect at the Ridge Road tasting room in Conneaut, Ohio.",
  ),
  page(
    2,
    "contact",
    "Contact Us",
    "Questions about an order, a club shipment or a private event? Write to us or call the tasting room; we answer within one business day.",
    "How to reach Ridge Road Vineyard by phone, e-mail or post.",
  ),
  page(
    3,
    "shipping",
    "Shipping & Delivery",
    "## Where we ship\n\nWe ship wine to adults 21 and over in Ohio, Pennsylvania, New York and Michigan. Someone 21 or older must sign for every delivery.\n\n## Costs\n\n- Shipping is **$15.00** per order.\n- Orders above **$100.00** (after discounts) ship free.\n- Your monthly free club wines cost nothing but shipping: an order of free wines alone pays the **$15.00** shipping, and it ships free when the rest of the order comes to more than **$100.00** (after discounts). Tax is charged only on what you pay for.\n- Joining the club ships nothing: an order holding only a membership has no shipping charge.\n\n## When\n\nOrders placed by noon Eastern on a weekday leave the winery within two business days. In summer heat we may hold a shipment for a cooler week and will e-mail you if we do.",
    "Where Ridge Road Vineyard ships, what it costs and when your wine arrives.",
  ),
  page(
    4,
    "privacy",
    "Privacy Policy",
    "We collect only what we need to sell you wine and run the club: your name, e-mail, phone, shipping address and order history.\n\n- Card details go straight to our payment processor; we never store them.\n- We e-mail you about your orders, bookings and club, and send the newsletter only if you confirmed your subscription.\n- We never sell or rent your information.\n\nTo see, correct or delete what we keep about you, write to hello@ridgeroadvineyard.example.",
    "What Ridge Road Vineyard collects, why, and how to ask us to change or delete it.",
  ),
  page(
    5,
    "terms",
    "Terms of Sale",
    "By ordering you confirm that you are **21 or older** and that the person receiving the wine is too.\n\n- Prices are in US dollars and include no tax until checkout, where Ohio's 8% is added.\n- A coupon and the club discount never combine: the larger saving applies.\n- If a bottle arrives damaged, send us a photo within 7 days and we will replace or refund it.\n- Club memberships renew monthly until you cancel; you can skip, hold or cancel from your dashboard.",
    "The terms that apply to orders and wine club memberships at Ridge Road Vineyard.",
  ),
  page(
    6,
    "faq",
    "Frequently Asked Questions",
    "**Do I need a reservation for a tasting?**\nNot for a flight at the bar. Book ahead for groups of 8 or more and for tours.\n\n**Can I bring children or dogs?**\nChildren are welcome with an adult; dogs on a leash may join you on the patio.\n\n**How do club discounts work?**\nMembers save 5, 10 or 15% on every wine, by tier. If a coupon would save you more, the coupon applies instead.\n\n**Can I change my club shipment?**\nYes: pick your wines for the month from your dashboard before the selection closes. The wines are free; the order pays shipping like any other (**$15.00**, free when the rest of the order comes to more than **$100.00**), and tax only on what you pay for.",
    "Answers to the questions we hear most at Ridge Road Vineyard.",
  ),
];
