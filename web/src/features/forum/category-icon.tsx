import type { ForumIcon } from "contracts/forum/labels";
import {
  BookOpen,
  Calendar,
  CircleQuestionMark,
  Crown,
  Grape,
  type LucideIcon,
  MapPin,
  MessageCircle,
  Sparkles,
  Sprout,
  Users,
  UtensilsCrossed,
  Wine,
} from "lucide-react";

const icons: Record<ForumIcon, LucideIcon> = {
  "message-circle": MessageCircle,
  wine: Wine,
  grape: Grape,
  utensils: UtensilsCrossed,
  calendar: Calendar,
  crown: Crown,
  "book-open": BookOpen,
  users: Users,
  sparkles: Sparkles,
  "map-pin": MapPin,
  sprout: Sprout,
  "help-circle": CircleQuestionMark,
};

/** A category's icon (the speech bubble when it has none). Decorative: the name says it all. */
export function CategoryIcon({ icon, size = 18 }: { icon: ForumIcon | null; size?: number }) {
  const Icon = icons[icon ?? "message-circle"];
  return <Icon size={size} aria-hidden />;
}
