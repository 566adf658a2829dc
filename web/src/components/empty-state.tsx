import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: string;
  /** A button or link that gets the person going again. */
  action?: ReactNode;
  headingAs?: "h1" | "h2" | "h3";
  /** The icon's colour; a finished task shows its check in green ("vine.600"). */
  iconColor?: string;
}

/** What a list shows when it has nothing (left) to show. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingAs = "h2",
  iconColor = "burgundy.400",
}: EmptyStateProps) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py={{ base: "12", md: "16" }}
      px="6"
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
      role="status"
    >
      <Box color={iconColor} aria-hidden>
        {icon}
      </Box>
      <Heading as={headingAs} size="xl" color="burgundy.800">
        {title}
      </Heading>
      {description ? <Text color="fg.muted">{description}</Text> : null}
      {action ? <Box pt="2">{action}</Box> : null}
    </Stack>
  );
}
