import {
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Icon,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { experienceSlugs } from "contracts/reservations/labels";
import { site } from "contracts/site";
import {
  CalendarCheck,
  Clock,
  ExternalLink,
  Mail,
  MapPin,
  Navigation,
  PartyPopper,
  Phone,
  ShoppingBag,
  Users,
  Wine,
} from "lucide-react";
import type { ReactNode } from "react";
import { DirectionsDialog } from "../../components/layout/directions-dialog";
import { HoursTable } from "../../components/layout/hours-table";
import { MapPicture } from "../../components/map-picture";
import { PageHeader } from "../../components/page-header";
import { useDocumentTitle } from "../../lib/document-title";
import { paths } from "../../lib/paths";
import { PageIntro } from "../pages";

function DetailCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card.Root bg="white" borderRadius="xl" height="full">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" color="burgundy.800" display="flex" alignItems="center" gap="2">
          <Icon color="gold.600" aria-hidden>
            {icon}
          </Icon>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

const plans = [
  {
    icon: <CalendarCheck />,
    title: "Reserve a tasting",
    text: "Book a seated flight for your party and skip the wait at the bar.",
    to: paths.reservations,
    cta: "Make a reservation",
  },
  {
    icon: <PartyPopper />,
    title: "Plan an event",
    text: "Rehearsal dinners, birthdays and company outings among the vines. Send us an event inquiry.",
    // An inquiry, not a booking: the contact page opens on it, with the e-mail's subject set.
    to: "/contact",
    search: { topic: "event" },
    cta: "Event inquiry",
  },
  {
    icon: <Users />,
    title: "Group visits",
    text: `Parties of ${site.groupMinimum} or more, please reserve ahead so we can set a table and a host aside for you.`,
    // The Group Tasting itself, for a party of 8.
    to: paths.reservations,
    search: { type: experienceSlugs.groupTasting, guests: site.groupMinimum },
    cta: "Book a group visit",
  },
  {
    icon: <Wine />,
    title: "Join the Wine Club",
    text: "Monthly bottles, member pricing and first access to library releases.",
    to: "/membership",
    cta: "Explore the club",
  },
] as const;

export function VisitPage() {
  useDocumentTitle("Visit Us");
  return (
    <>
      <PageHeader eyebrow="Plan your visit" title="Visit the Tasting Room">
        <Text>{site.directions.summary}</Text>
      </PageHeader>
      <PageIntro slug="visit" />

      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          <DetailCard title="Address" icon={<MapPin />}>
            <Text as="address" fontStyle="normal">
              {site.address.street}
              <br />
              {site.address.city}, {site.address.state} {site.address.zip}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button asChild size="sm" colorPalette="burgundy">
                <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden /> Open in Maps
                  <Box as="span" srOnly>
                    (opens in a new tab)
                  </Box>
                </a>
              </Button>
              <DirectionsDialog
                trigger={
                  <Button size="sm" variant="outline">
                    <Navigation aria-hidden /> Detailed directions
                  </Button>
                }
              />
            </HStack>
          </DetailCard>
          <DetailCard title="Hours" icon={<Clock />}>
            <HoursTable showNotes />
          </DetailCard>
          <DetailCard title="Contact" icon={<Phone />}>
            <Stack gap="2">
              <Link href={site.phoneHref} color="burgundy.700">
                <Phone size={16} aria-hidden /> {site.phone}
              </Link>
              <Link href={`mailto:${site.email}`} color="burgundy.700" wordBreak="break-all">
                <Mail size={16} aria-hidden /> {site.email}
              </Link>
              <Text fontSize="sm" color="fg.muted">
                Questions about a visit, a large group or accessibility? Call or write and a member of the
                family will answer.
              </Text>
            </Stack>
          </DetailCard>
        </SimpleGrid>

        <Box as="section" aria-labelledby="visit-map" mt="10">
          <Heading as="h2" id="visit-map" size="xl" color="burgundy.800" mb="4">
            Find us on the ridge
          </Heading>
          <MapPicture aspectRatio={{ base: 4 / 3, md: 21 / 8 }} borderRadius="xl" />
          <Text mt="2" fontSize="sm" color="fg.muted">
            {site.directions.tips[0]}
          </Text>
        </Box>

        <Box as="section" aria-labelledby="visit-plans" mt="14">
          <Heading as="h2" id="visit-plans" size="xl" color="burgundy.800" mb="6">
            Make the most of your trip
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
            {plans.map((plan) => (
              <Card.Root key={plan.title} bg="white" borderRadius="xl">
                <Card.Body gap="2">
                  <Icon boxSize="7" color="burgundy.600" aria-hidden>
                    {plan.icon}
                  </Icon>
                  <Heading as="h3" size="md" color="burgundy.800">
                    {plan.title}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {plan.text}
                  </Text>
                </Card.Body>
                <Card.Footer>
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to={plan.to} search={"search" in plan ? plan.search : undefined}>
                      {plan.cta}
                    </RouterLink>
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
          <HStack mt="8" gap="3" wrap="wrap" justify="center">
            <Button asChild colorPalette="burgundy" size="lg">
              <RouterLink to={paths.shop}>
                <ShoppingBag aria-hidden /> Can’t visit? Shop our wines
              </RouterLink>
            </Button>
          </HStack>
        </Box>
      </Container>
    </>
  );
}
