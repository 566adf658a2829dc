import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { BookOpen, CalendarCheck, ExternalLink, FileJson, Store } from "lucide-react";
import type { ReactNode } from "react";
import { useAuth } from "../../lib/auth";
import { useDocumentTitle } from "../../lib/document-title";
import { formatDate } from "../../lib/format";
import { paths } from "../../lib/paths";

function AdminCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card.Root bg="white" borderRadius="xl" height="full">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" color="burgundy.800" display="flex" alignItems="center" gap="2">
          <Box color="gold.600" aria-hidden>
            {icon}
          </Box>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The admin's landing page: who is signed in and where the tools are. */
export function AdminHome() {
  useDocumentTitle("Admin");
  const { user } = useAuth();
  if (!user) return null;

  return (
    <Container maxW="6xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        <Stack gap="2">
          <HStack gap="3" wrap="wrap">
            <Heading lineHeight="1.2" as="h1" fontSize={{ base: "3xl", md: "4xl" }} color="burgundy.800">
              Admin Panel
            </Heading>
            <Badge colorPalette="gold" variant="solid" size="lg">
              Administrator
            </Badge>
          </HStack>
          <Text color="fg.muted">
            Good to see you, {user.firstName || user.username}. You are signed in as {user.username} (
            {user.email}), account created {formatDate(user.createdAt)}.
          </Text>
        </Stack>

        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          <AdminCard title="Reservations" icon={<CalendarCheck />}>
            <Text fontSize="sm" color="fg.muted">
              The experiences guests can book, every booking, and the schedule of the coming time slots.
            </Text>
            <Box>
              <Button asChild colorPalette="burgundy" size="sm">
                <RouterLink to="/admin/reservations">Manage reservations</RouterLink>
              </Button>
            </Box>
          </AdminCard>
          <AdminCard title="API reference" icon={<BookOpen />}>
            <Text fontSize="sm" color="fg.muted">
              Every call the site makes is documented, with its input, answer and access rule, and can be
              tried from the browser.
            </Text>
            <Box>
              <Button asChild colorPalette="burgundy" size="sm">
                <a href="/api/docs" target="_blank" rel="noopener">
                  Open the API reference <ExternalLink aria-hidden />
                  <Box as="span" srOnly>
                    (opens in a new tab)
                  </Box>
                </a>
              </Button>
            </Box>
          </AdminCard>
          <AdminCard title="OpenAPI document" icon={<FileJson />}>
            <Text fontSize="sm" color="fg.muted">
              The machine-readable description of the REST API, for generating clients or importing into a
              tool.
            </Text>
            <Link href="/api/openapi.json" color="burgundy.700" fontSize="sm" target="_blank" rel="noopener">
              /api/openapi.json <ExternalLink size={14} aria-hidden />
              <Box as="span" srOnly>
                (opens in a new tab)
              </Box>
            </Link>
          </AdminCard>
          <AdminCard title="Storefront" icon={<Store />}>
            <Text fontSize="sm" color="fg.muted">
              See the site as customers do. The home page sends admins here, so start from the shop or the
              club.
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button asChild size="sm" variant="outline">
                <RouterLink to={paths.shop}>Shop</RouterLink>
              </Button>
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/membership">Wine Club</RouterLink>
              </Button>
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/visit">Visit page</RouterLink>
              </Button>
            </HStack>
          </AdminCard>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
