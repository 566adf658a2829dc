import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import type { User } from "contracts";
import { tiers } from "contracts/membership/rules";
import { site } from "contracts/site";
import { Gift, LayoutDashboard, Percent, Wine } from "lucide-react";
import { AuthCard } from "../../components/auth/auth-card";
import { PageHeader } from "../../components/page-header";
import { useAuth } from "../../lib/auth";
import { useDocumentTitle } from "../../lib/document-title";
import { formatYear } from "../../lib/format";
import { TierCards } from "./tier-cards";

function MemberWelcome({ user }: { user: User }) {
  const tier = user.membershipTier ? tiers[user.membershipTier] : null;
  const benefitIcons = [<Wine key="wine" />, <Percent key="percent" />, <Gift key="gift" />];
  return (
    <Card.Root bg="white" borderRadius="xl" boxShadow="md">
      <Card.Body gap="5">
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" size="2xl" color="burgundy.800">
              Welcome, {user.firstName || user.username}
            </Heading>
            {tier ? (
              <Badge colorPalette="gold" variant="solid" size="lg">
                {tier.name} Member
              </Badge>
            ) : null}
          </HStack>
          <Text color="fg.muted">
            {tier
              ? `Member since ${formatYear(user.createdAt)}. Here is what your ${tier.name} membership brings you every month.`
              : "You are signed in. Browse the club tiers below to see what membership brings."}
          </Text>
        </Stack>
        {tier ? (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {tier.benefits.slice(0, 3).map((benefit, index) => (
              <Box
                key={benefit}
                p="4"
                borderRadius="lg"
                bg="cream.100"
                borderWidth="1px"
                borderColor="cream.300"
              >
                <Box color="burgundy.600" mb="2" aria-hidden>
                  {benefitIcons[index]}
                </Box>
                <Text fontWeight="medium">{benefit}</Text>
              </Box>
            ))}
          </SimpleGrid>
        ) : null}
        <Box>
          <Button asChild colorPalette="burgundy">
            <RouterLink to="/dashboard">
              <LayoutDashboard aria-hidden /> Go to your dashboard
            </RouterLink>
          </Button>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export function MembershipPage() {
  useDocumentTitle("Wine Club");
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();

  function handleSignedIn(signedIn: User) {
    void navigate({ to: signedIn.role === "admin" ? "/admin" : "/dashboard" });
  }

  return (
    <>
      <PageHeader eyebrow="The Ridge Road Wine Club" title="Join the Club">
        <Text>
          Estate wines chosen by our winemaker, member pricing on every bottle and a seat at the table for
          releases that never reach the shop.
        </Text>
      </PageHeader>
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <Box maxW={user ? "4xl" : "lg"} mx="auto">
          {isLoading ? (
            <Stack align="center" py="10">
              <Spinner color="burgundy.700" aria-label="Checking your account" />
            </Stack>
          ) : user ? (
            <MemberWelcome user={user} />
          ) : (
            <AuthCard onSignedIn={handleSignedIn} />
          )}
        </Box>

        <Box as="section" aria-labelledby="club-tiers" mt={{ base: "14", md: "20" }}>
          <Stack gap="2" textAlign="center" align="center" mb="10">
            <Heading
              lineHeight="1.2"
              as="h2"
              id="club-tiers"
              fontSize={{ base: "3xl", md: "4xl" }}
              color="burgundy.800"
            >
              Membership Tiers
            </Heading>
            <Text color="fg.muted" maxW="2xl">
              Every tier includes free monthly bottles, a standing discount on all wines and first word of new
              releases. Questions about the club? Call us at {site.phone}.
            </Text>
          </Stack>
          <TierCards />
        </Box>
      </Container>
    </>
  );
}
