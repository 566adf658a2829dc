import { Box, Button, Container, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { ShieldAlert } from "lucide-react";
import { useAuth } from "../../../lib/auth";
import { useDocumentTitle } from "../../../lib/document-title";
import { AdminForumTab } from "./admin-forum-tab";

function AccessDenied() {
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

/** /admin/forum: the admin Forum tab on a screen of its own, for admins only. */
export function AdminForumPage() {
  useDocumentTitle("Forum Moderation");
  const { isAdmin, isLoading } = useAuth();
  if (isLoading) {
    return (
      <Stack align="center" py="20">
        <Spinner size="lg" color="burgundy.700" aria-label="Checking your account" />
      </Stack>
    );
  }
  if (!isAdmin) return <AccessDenied />;
  return (
    <Container maxW="5xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Stack gap="1">
          <Button asChild variant="plain" size="sm" alignSelf="flex-start" px="0" color="burgundy.700">
            <RouterLink to="/admin">Admin Panel</RouterLink>
          </Button>
          <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} color="burgundy.800" lineHeight="1.2">
            Forum Moderation
          </Heading>
          <Text color="fg.muted">Reported posts, the latest topics and the forum's categories.</Text>
        </Stack>
        <AdminForumTab />
      </Stack>
    </Container>
  );
}
