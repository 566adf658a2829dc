import { Box, Button, Container, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useAuth } from "../../lib/auth";

/**
 * An admin screen's frame: "Access Denied" in place for anyone but an admin (docs/spec part 2 §6;
 * the api refuses them the data anyway), the back link to the Admin Panel, the title and the intro.
 */
export function AdminScreen({
  title,
  intro,
  aside,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** Beside the title: a count badge, the screen's main action. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { isAdmin, isLoading } = useAuth();
  if (isLoading) {
    return (
      <Stack align="center" py="20">
        <Spinner size="lg" color="burgundy.700" aria-label="Checking your account" />
      </Stack>
    );
  }
  if (!isAdmin) {
    return (
      <Stack align="center" textAlign="center" gap="3" py="20" role="alert">
        <Box color="burgundy.500" aria-hidden>
          <ShieldAlert size={48} />
        </Box>
        <Heading as="h1" size="2xl" color="burgundy.800">
          Access Denied
        </Heading>
        <Text color="fg.muted">Admin access required.</Text>
        <Button asChild variant="outline">
          <RouterLink to="/">Back to the home page</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Stack gap="1">
          <Button asChild variant="plain" size="sm" alignSelf="flex-start" px="0" color="burgundy.700">
            <RouterLink to="/admin">Admin Panel</RouterLink>
          </Button>
          <Stack
            direction={{ base: "column", md: "row" }}
            justify="space-between"
            gap="3"
            align={{ md: "center" }}
          >
            <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} color="burgundy.800" lineHeight="1.2">
              {title}
            </Heading>
            {aside}
          </Stack>
          <Box color="fg.muted">{intro}</Box>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
