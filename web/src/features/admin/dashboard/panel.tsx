import { Card, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A titled card of the dashboard. */
export function Panel({
  title,
  aside,
  children,
}: {
  title: string;
  /** Beside the title (a link, a period). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title} bg="white" borderRadius="xl" height="full">
      <Card.Body gap="4">
        <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" color="burgundy.800">
            {title}
          </Heading>
          {aside}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** One figure: what it is, the number, and what it is made of. */
export function Figure({
  label,
  value,
  note,
  isPending,
}: {
  label: string;
  value: string | undefined;
  note?: string | undefined;
  isPending: boolean;
}) {
  return (
    <Card.Root bg="white" borderRadius="xl" height="full">
      <Card.Body gap="1" px={{ base: "4", md: "5" }} py="4">
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
          {label}
        </Text>
        {isPending || value === undefined ? (
          <Skeleton height="8" width="24" />
        ) : (
          <Text
            fontFamily="heading"
            fontSize={{ base: "2xl", md: "3xl" }}
            fontWeight="bold"
            color="burgundy.900"
            lineHeight="1.2"
          >
            {value}
          </Text>
        )}
        {note ? (
          <Text fontSize="xs" color="fg.muted">
            {note}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** A list of rows that says so when it is empty. */
export function Rows({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {children}
    </Stack>
  );
}
