/**
 * Addresses of pages owned by other parts of the app (shop, cart, reservations, ...). They are
 * plain strings so links compile whether or not the route file exists in this build; TanStack
 * Router accepts any string `to` and shows the 404 page for an unknown one.
 */
export const paths = {
  shop: "/shop",
  cart: "/cart",
  checkout: "/checkout",
  gifts: "/gifts",
  merchandise: "/merchandise",
  reservations: "/reservations",
  journal: "/journal",
  forum: "/forum",
  newsletter: "/newsletter",
  wine: (id: string): string => `/wine/${encodeURIComponent(id)}`,
} satisfies Record<string, string | ((id: string) => string)>;
