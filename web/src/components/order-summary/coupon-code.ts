/** Coupon codes are short; the api refuses longer ones. Zod-free, so route search parsers can use it. */
export const COUPON_MAX = 40;
