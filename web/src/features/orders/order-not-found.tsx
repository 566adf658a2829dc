import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { site } from "contracts/site";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";

/** An order link that opens nothing: why that may be, and how to reach us. */
export function OrderNotFound({ children }: { children?: ReactNode }) {
  return (
    <Stack
      gap="4"
      align="center"
      textAlign="center"
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
      p={{ base: "6", md: "10" }}
      role="status"
    >
      <Box color="burgundy.400" aria-hidden>
        <SearchX size={44} />
      </Box>
      <Heading as="h1" size="2xl" color="burgundy.800">
        We couldn't find that order
      </Heading>
      <Text color="fg.muted" maxW="lg">
        The link may be incomplete, or the order belongs to another account. Sign in with the account you
        ordered with, or call us at {site.phone} or write to {site.email} with your order number.
      </Text>
      {children}
    </Stack>
  );
}
