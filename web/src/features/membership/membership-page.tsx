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
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import type { User } from "contracts";
import { TAX_PERCENT } from "contracts/cart/rules";
import { CLUB_SHIPPING_NOTE } from "contracts/club/billing";
import { upgradeOptions, upgradePriceCents } from "contracts/membership/allowance";
import { tierRank, tiers } from "contracts/membership/rules";
import type { Tier } from "contracts/membership/schemas";
import { formatUsd } from "contracts/money";
import { site } from "contracts/site";
import { ArrowUpCircle, Gift, Grape, LayoutDashboard, Percent, Wine } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { AuthCard } from "../../components/auth/auth-card";
import { PageHeader } from "../../components/page-header";
import { useAuth } from "../../lib/auth";
import { useDocumentTitle } from "../../lib/document-title";
import { formatYear } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { JoinDialog } from "./join-dialog";
import { TierCards } from "./tier-cards";
import { UpgradeDialog } from "./upgrade-dialog";
import { useAddMembership } from "./use-add-membership";

/** docs/spec part 1 §4: after signing in from the dialog the tier goes into the cart about 0.1 s later. */
const ADD_AFTER_SIGN_IN_MS = 100;

const benefitIcons = [<Wine key="wine" />, <Percent key="percent" />, <Gift key="gift" />];

function MemberWelcome({ user, tier, onUpgrade }: { user: User; tier: Tier; onUpgrade: (to: Tier) => void }) {
  const info = tiers[tier];
  const membership = useQuery({ ...trpc.membership.current.queryOptions(), staleTime: 0 });
  const since = membership.data?.startDate ?? user.createdAt;
  const options = upgradeOptions(tier);
  return (
    <Card.Root bg="white" borderRadius="xl" boxShadow="md" as="section" aria-labelledby="welcome-heading">
      <Card.Body gap="6" p={{ base: "5", md: "8" }}>
        <Stack gap="2">
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" id="welcome-heading" size="2xl" color="burgundy.800">
              Welcome to the {info.name} Club
            </Heading>
            <Badge colorPalette="gold" variant="solid" size="lg">
              {info.name} Member
            </Badge>
          </HStack>
          <Text color="fg.muted">
            {membership.isPending ? "" : `Member since ${formatYear(since)} · `}
            {user.firstName || user.username}, here is what your membership brings you every month.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {info.benefits.slice(0, 3).map((benefit, index) => (
            <Box
              key={benefit}
              p="5"
              borderRadius="lg"
              bg="cream.100"
              borderWidth="1px"
              borderColor="cream.300"
            >
              <Box color="burgundy.600" mb="2" aria-hidden>
                {benefitIcons[index]}
              </Box>
              <Text fontWeight="semibold">{benefit}</Text>
            </Box>
          ))}
        </SimpleGrid>
        <Stack direction={{ base: "column", sm: "row" }} gap="3" wrap="wrap">
          <Button asChild colorPalette="burgundy">
            <RouterLink to="/dashboard">
              <LayoutDashboard aria-hidden /> Go to Dashboard
            </RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="burgundy">
            <RouterLink to="/member-wine-selection">
              <Grape aria-hidden /> Choose This Month's Wines
            </RouterLink>
          </Button>
        </Stack>
        {options.length > 0 ? (
          <Stack gap="3" pt="5" borderTopWidth="1px" borderColor="cream.300">
            <Text fontWeight="semibold" color="burgundy.800">
              Ready for more? Upgrade your membership
            </Text>
            <Stack direction={{ base: "column", sm: "row" }} gap="3" wrap="wrap">
              {options.map((option) => (
                <Button key={option} variant="subtle" colorPalette="gold" onClick={() => onUpgrade(option)}>
                  <ArrowUpCircle aria-hidden /> Upgrade to {tiers[option].name} (+
                  {formatUsd(upgradePriceCents(tier, option))}/month)
                </Button>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function SignedInNotice({ user }: { user: User }) {
  return (
    <Card.Root bg="white" borderRadius="xl" boxShadow="md">
      <Card.Body gap="3">
        <Heading as="h2" size="xl" color="burgundy.800">
          Hello, {user.firstName || user.username}
        </Heading>
        <Text color="fg.muted">
          You are signed in. Choose a tier below and it goes straight into your cart; your membership starts
          when you check out.
        </Text>
        <Box>
          <Button asChild variant="outline" colorPalette="burgundy" size="sm">
            <RouterLink to="/dashboard">
              <LayoutDashboard aria-hidden /> Go to Dashboard
            </RouterLink>
          </Button>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /membership: the member's welcome, or sign-in / create account; and the three tiers to join.
 * `redirect` is where signing in returns to (already checked to be a path on this site).
 */
export function MembershipPage({ redirect }: { redirect?: string | undefined } = {}) {
  useDocumentTitle("Wine Club");
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const heldTier = user?.membershipTier ?? null;
  const { addMembership, addingTier, replacePrompt } = useAddMembership();
  const [signInFor, setSignInFor] = useState<Tier | null>(null);
  const [upgradeTo, setUpgradeTo] = useState<Tier | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function handleSignedIn(signedIn: User) {
    if (redirect) void navigate({ href: redirect });
    else void navigate({ to: signedIn.role === "admin" ? "/admin" : "/dashboard" });
  }

  function join(tier: Tier) {
    if (!user) setSignInFor(tier);
    else if (heldTier && tierRank(tier) > tierRank(heldTier)) setUpgradeTo(tier);
    else void addMembership(tier);
  }

  function handleDialogSignIn(signedIn: User, tier: Tier) {
    setSignInFor(null);
    const held = signedIn.membershipTier;
    timer.current = window.setTimeout(() => {
      if (held && tierRank(tier) > tierRank(held)) setUpgradeTo(tier);
      else void addMembership(tier);
    }, ADD_AFTER_SIGN_IN_MS);
  }

  let account: ReactNode;
  if (isLoading) {
    account = (
      <Stack align="center" py="10">
        <Spinner color="burgundy.700" aria-label="Checking your account" />
      </Stack>
    );
  } else if (user && heldTier) {
    account = <MemberWelcome user={user} tier={heldTier} onUpgrade={setUpgradeTo} />;
  } else if (user) {
    account = <SignedInNotice user={user} />;
  } else {
    account = <AuthCard onSignedIn={handleSignedIn} signInAfterCreate />;
  }

  return (
    <>
      <PageHeader eyebrow="The Ridge Road Wine Club" title={heldTier ? "Your Wine Club" : "Join the Club"}>
        <Text>
          Estate wines chosen by our winemaker, member pricing on every bottle and a seat at the table for
          releases that never reach the shop.
        </Text>
      </PageHeader>
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <Box maxW={heldTier ? "5xl" : "lg"} mx="auto">
          {account}
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
            <Text color="fg.muted" maxW="2xl" fontSize="sm" data-testid="club-shipping">
              Each membership renews monthly at its price plus {TAX_PERCENT}% tax until you cancel.{" "}
              {CLUB_SHIPPING_NOTE}
            </Text>
          </Stack>
          <TierCards heldTier={heldTier} onJoin={join} busyTier={addingTier} />
        </Box>
      </Container>
      <JoinDialog tier={signInFor} onClose={() => setSignInFor(null)} onSignedIn={handleDialogSignIn} />
      <UpgradeDialog targetTier={upgradeTo} onClose={() => setUpgradeTo(null)} />
      {replacePrompt}
    </>
  );
}
