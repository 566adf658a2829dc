import {
  Badge,
  Box,
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
import type { User } from "contracts";
import { tiers } from "contracts/membership/rules";
import { CalendarCheck, ShoppingBag, Wine } from "lucide-react";
import { useAuth } from "../../lib/auth";
import { useDocumentTitle } from "../../lib/document-title";
import { formatDate } from "../../lib/format";
import { paths } from "../../lib/paths";
import { ChangePasswordDialog } from "./change-password-dialog";

const roleLabels: Record<User["role"], string> = { customer: "Customer", admin: "Administrator" };

function ProfileCard({ user }: { user: User }) {
  const rows = [
    { label: "Username", value: user.username },
    { label: "E-mail", value: user.email },
    { label: "Role", value: roleLabels[user.role] },
  ];
  return (
    <Card.Root bg="white" borderRadius="xl" as="section" aria-labelledby="profile-heading">
      <Card.Header>
        <Heading as="h2" id="profile-heading" size="xl" color="burgundy.800">
          Profile
        </Heading>
      </Card.Header>
      <Card.Body>
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns={{ base: "1fr", sm: "8rem 1fr" }}
          columnGap="4"
          rowGap={{ base: "1", sm: "3" }}
        >
          {rows.map((row) => (
            <Box key={row.label} display="contents">
              <Text as="dt" color="fg.muted" fontSize="sm" pt={{ base: "2", sm: "0" }}>
                {row.label}
              </Text>
              <Text as="dd" fontWeight="medium" wordBreak="break-word">
                {row.value}
              </Text>
            </Box>
          ))}
        </Box>
      </Card.Body>
      <Card.Footer>
        <ChangePasswordDialog />
      </Card.Footer>
    </Card.Root>
  );
}

const shortcuts = [
  {
    to: paths.shop,
    label: "Shop wines",
    text: "Browse the full list of estate wines.",
    icon: <ShoppingBag />,
  },
  {
    to: paths.reservations,
    label: "Book a visit",
    text: "Reserve a tasting, a tour or a table.",
    icon: <CalendarCheck />,
  },
  { to: "/membership", label: "Wine club", text: "See the club tiers and their benefits.", icon: <Wine /> },
] as const;

export function DashboardPage() {
  useDocumentTitle("Your Dashboard");
  const { user } = useAuth();
  if (!user) return null;
  const tier = user.membershipTier ? tiers[user.membershipTier] : null;

  return (
    <Container maxW="6xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        <Stack gap="2">
          <HStack gap="3" wrap="wrap">
            <Heading lineHeight="1.2" as="h1" fontSize={{ base: "3xl", md: "4xl" }} color="burgundy.800">
              Welcome back, {user.username}
            </Heading>
            <Badge size="lg" colorPalette={tier ? "gold" : "burgundy"} variant={tier ? "solid" : "subtle"}>
              {tier ? `${tier.name} Member` : "Customer"}
            </Badge>
          </HStack>
          <Text color="fg.muted">Member since {formatDate(user.createdAt)}</Text>
        </Stack>

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <ProfileCard user={user} />
          <Card.Root bg="white" borderRadius="xl" as="section" aria-labelledby="shortcuts-heading">
            <Card.Header>
              <Heading as="h2" id="shortcuts-heading" size="xl" color="burgundy.800">
                Where to next?
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="3">
                {shortcuts.map((item) => (
                  <HStack key={item.to} gap="3" align="flex-start" p="3" borderRadius="lg" bg="cream.100">
                    <Box color="burgundy.600" pt="0.5" aria-hidden>
                      {item.icon}
                    </Box>
                    <Box>
                      <Link asChild fontWeight="semibold" color="burgundy.800">
                        <RouterLink to={item.to}>{item.label}</RouterLink>
                      </Link>
                      <Text fontSize="sm" color="fg.muted">
                        {item.text}
                      </Text>
                    </Box>
                  </HStack>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
