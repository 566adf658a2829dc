import { paths } from "../../lib/paths";
export interface NavItem {
  to: string;
  label: string;
}

/** The header's main links, in the order the spec lists them. */
export const primaryLinks: readonly NavItem[] = [
  { to: "/", label: "Home" },
  { to: paths.shop, label: "Wines" },
  { to: paths.gifts, label: "Gifts" },
  { to: paths.merchandise, label: "Merchandise" },
  { to: paths.reservations, label: "Visit" },
  { to: "/membership", label: "Club" },
  { to: "/contact", label: "Contact" },
];

/** The links grouped under the header's Media menu. */
export const mediaLinks: readonly NavItem[] = [
  { to: paths.journal, label: "Journal" },
  { to: paths.forum, label: "Forum" },
  { to: "/about", label: "About" },
];
