import type { ReservationType } from "contracts";
import { reservationTypeFormDefaults } from "contracts/reservations/schemas";

/** The admin reservation type form as typed: text boxes hold text, the checkboxes yes or no. */
export interface TypeFormValues {
  name: string;
  description: string;
  category: string;
  duration: string;
  capacity: string;
  price: string;
  imageUrl: string;
  requirements: string;
  memberOnly: boolean;
  isActive: boolean;
}

/**
 * What the form starts with: the type being edited, or the contracts' defaults for a new one. The
 * numbers become text here and are converted (and checked) by the contracts schema on save.
 */
export function typeFormValues(type: ReservationType | null): TypeFormValues {
  if (!type) {
    const d = reservationTypeFormDefaults;
    return {
      name: "",
      description: "",
      category: d.category,
      duration: String(d.duration),
      capacity: String(d.capacity),
      price: d.price,
      imageUrl: "",
      requirements: "",
      memberOnly: d.memberOnly,
      isActive: d.isActive,
    };
  }
  return {
    name: type.name,
    description: type.description,
    category: type.category,
    duration: String(type.duration),
    capacity: String(type.capacity),
    price: type.price,
    imageUrl: type.imageUrl ?? "",
    requirements: type.requirements ?? "",
    memberOnly: type.memberOnly,
    isActive: type.isActive,
  };
}
