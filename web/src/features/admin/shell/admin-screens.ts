/**
 * The admin navigation, one line per screen: a later screen (Products, Members, Club, Subscribers,
 * Outbox, Pages) adds its own line here when its route exists.
 */
export interface AdminScreen {
  label: string;
  to: string;
  /** Only this exact address marks the link current (the dashboard, under which the rest sit). */
  exact?: boolean;
}

export const adminScreens: readonly AdminScreen[] = [
  { label: "Dashboard", to: "/admin", exact: true },
  { label: "Orders", to: "/admin/orders" },
  { label: "Products", to: "/admin/products" },
  { label: "Members", to: "/admin/members" },
  { label: "Reservations", to: "/admin/reservations" },
  { label: "Club", to: "/admin/club" },
  { label: "Forum", to: "/admin/forum" },
  { label: "Subscribers", to: "/admin/email-subscriptions" },
  { label: "Outbox", to: "/admin/outbox" },
  { label: "Compliance", to: "/admin/compliance" },
  { label: "Developers", to: "/admin/developers" },
];
