import { Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useRouter } from "@tanstack/react-router";
import { RotateCcw } from "lucide-react";
import { errorMessage } from "../lib/trpc";

/** Shown in place of a page whose data could not be loaded. */
export function RouteError({ error }: { error: unknown }) {
  const router = useRouter();
  return (
    <Container maxW="2xl" py={{ base: "16", md: "24" }}>
      <Stack
        gap="4"
        align="center"
        textAlign="center"
        bg="white"
        borderRadius="xl"
        p={{ base: "6", md: "10" }}
        boxShadow="sm"
      >
        <Heading as="h1" size="2xl" color="burgundy.800">
          Something went wrong
        </Heading>
        <Text color="fg.muted">
          {errorMessage(error) ?? "We could not load this page. Please check your connection and try again."}
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button colorPalette="burgundy" onClick={() => void router.invalidate()}>
            <RotateCcw aria-hidden /> Try again
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">Home</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
