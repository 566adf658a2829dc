import { HStack, Text } from "@chakra-ui/react";
import { Star, StarHalf } from "lucide-react";

export interface StarRatingProps {
  /** 0 to 5, as a number or the api's decimal string ("4.50"). */
  rating: string | number | null | undefined;
  size?: number;
  showValue?: boolean;
}

/** Five stars, filled to the rating (halves rounded to the nearest half star). */
export function StarRating({ rating, size = 16, showValue = true }: StarRatingProps) {
  const value = Math.min(5, Math.max(0, Number(rating ?? 0) || 0));
  const halves = Math.round(value * 2);
  const label = `Rated ${value.toFixed(1)} out of 5`;
  return (
    <HStack gap="0.5" role="img" aria-label={label} color="gold.500">
      {[1, 2, 3, 4, 5].map((star) => {
        const full = halves >= star * 2;
        const half = !full && halves === star * 2 - 1;
        if (half) {
          return (
            <span key={star} style={{ position: "relative", display: "inline-flex" }}>
              <Star size={size} aria-hidden color="var(--chakra-colors-cream-400)" />
              <StarHalf
                size={size}
                aria-hidden
                fill="currentColor"
                style={{ position: "absolute", inset: 0 }}
              />
            </span>
          );
        }
        return (
          <Star
            key={star}
            size={size}
            aria-hidden
            fill={full ? "currentColor" : "none"}
            color={full ? "currentColor" : "var(--chakra-colors-cream-400)"}
          />
        );
      })}
      {showValue ? (
        <Text as="span" ms="1" fontSize="sm" color="fg.muted" aria-hidden>
          {value.toFixed(1)}
        </Text>
      ) : null}
    </HStack>
  );
}
