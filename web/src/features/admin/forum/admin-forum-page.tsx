import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useDocumentTitle } from "../../../lib/document-title";
import { AdminForumTab } from "./admin-forum-tab";

/** /admin/forum: the reports to review, the latest topics and the forum's categories. */
export function AdminForumPage() {
  useDocumentTitle("Forum Moderation");
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Stack gap="1">
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
