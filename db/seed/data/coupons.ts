import type { coupons } from "../../src/index";
import { seedTime } from "./timestamps";

export type SeedCoupon = Required<typeof coupons.$inferInsert>;

/** WINE1 is the one code the original shop knew; docs/product/decisions.md keeps it, now validated by the server. */
export const seedCoupons: SeedCoupon[] = [
  {
    id: "coupon-wine1",
    code: "WINE1",
    name: "Welcome 10% off",
    description: "10% off your order, for new and returning customers.",
    type: "percentage",
    value: "10.00",
    minOrderAmount: null,
    maxUses: null,
    usedCount: 0,
    membershipTierRequired: null,
    isActive: true,
    validFrom: null,
    validUntil: null,
    createdAt: seedTime(0),
  },
];
