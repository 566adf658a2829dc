import { Badge, Box, Flex, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface ActivityRowProps {
  /** The row's accessible name. */
  label: string;
  /** The row's heading: text, or a link to the item's own page. */
  title: ReactNode;
  status: { label: string; palette: string };
  /** The muted line under the title (date, guests, total...). */
  details: ReactNode;
  /** More under the details (an order's items). */
  extra?: ReactNode;
  /** At the end of the row: a total, a Cancel button. */
  aside?: ReactNode;
}

/** One order or reservation in the dashboard's lists: title, status badge, details, and what ends the row. */
export function ActivityRow({ label, title, status, details, extra, aside }: ActivityRowProps) {
  return (
    <Flex
      as="li"
      aria-label={label}
      gap="3"
      justify="space-between"
      align={{ base: "flex-start", sm: "center" }}
      direction={{ base: "column", sm: "row" }}
      p="4"
      bg="white"
      borderWidth="1px"
      borderColor="cream.300"
      borderRadius="lg"
    >
      <Box minW="0" flex="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold" color="burgundy.900">
            {title}
          </Text>
          <Badge colorPalette={status.palette} variant="subtle">
            {status.label}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {details}
        </Text>
        {extra}
      </Box>
      {aside}
    </Flex>
  );
}
