import { Skeleton, Stack } from "@chakra-ui/react";

export interface SkeletonStackProps {
  /** How many bars: about as many rows as the list usually shows. */
  count: number;
  /** The height of one row. */
  height: string;
  gap?: string;
  borderRadius?: string;
}

/** Placeholder bars, one under the other, while a list loads (hidden from screen readers). */
export function SkeletonStack({ count, height, gap = "3", borderRadius }: SkeletonStackProps) {
  return (
    <Stack gap={gap} aria-hidden>
      {[...Array(count).keys()].map((row) => (
        <Skeleton key={row} height={height} borderRadius={borderRadius} />
      ))}
    </Stack>
  );
}
