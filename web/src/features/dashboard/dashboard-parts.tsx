import { Box, Card, Flex, Heading, Text } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError } from "../../components/load-error";
import { SkeletonStack } from "../../components/skeleton-stack";

/** A list's loading, error (with a retry) and loaded states. */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return <SkeletonStack count={3} height="16" borderRadius="lg" />;
  }
  if (query.isError) {
    return (
      <LoadError
        variant="section"
        error={query.error}
        fallback={`Your ${what} could not be loaded.`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}

export function Stat({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Flex bg="white" borderRadius="xl" borderWidth="1px" borderColor="cream.300" p="4" gap="3" align="center">
      <Box
        color="burgundy.600"
        bg="burgundy.50"
        borderRadius="full"
        p="2.5"
        display={{ base: "none", sm: "block" }}
        aria-hidden
      >
        {icon}
      </Box>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" color="burgundy.900" lineHeight="1.2">
          {value}
        </Text>
      </Box>
    </Flex>
  );
}

export function SectionCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card.Root bg="cream.50" borderRadius="xl" as="section" aria-labelledby={id}>
      <Card.Header pb="2">
        <Heading as="h2" id={id} size="lg" color="burgundy.800">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
