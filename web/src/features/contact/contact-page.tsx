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
import { Clock, Mail, MapPin, Navigation, PartyPopper, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { DirectionsDialog } from "../../components/layout/directions-dialog";
import { HoursTable } from "../../components/layout/hours-table";
import { PageHeader } from "../../components/page-header";
import { useDocumentTitle } from "../../lib/document-title";
import { paths } from "../../lib/paths";
import { PageIntro } from "../pages";

function ContactCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card.Root bg="white" borderRadius="xl" height="full">
      <Card.Body gap="3">
        <CardTitle icon={icon} title={title} />
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function CardTitle({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <Heading as="h2" size="lg" color="burgundy.800" display="flex" alignItems="center" gap="2">
      <Icon color="gold.600" aria-hidden>
        {icon}
      </Icon>
      {title}
    </Heading>
  );
}

/** An e-mail with the inquiry's subject and the questions we would ask first, ready to fill in. */
const eventInquiryHref = `mailto:${site.email}?${new URLSearchParams({
  subject: "Event inquiry",
  body: "Occasion:\nPreferred date:\nNumber of guests:\nAnything we should know:\n",
})
  .toString()
  .replace(/\+/g, "%20")}`;

/** The visit page's "Event inquiry": what to tell us, and the e-mail already addressed and titled. */
function EventInquiry() {
  return (
    <Card.Root
      as="section"
      aria-labelledby="event-inquiry"
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="gold.300"
      mb="8"
    >
      <Card.Body gap="3">
        <Heading
          as="h2"
          id="event-inquiry"
          size="xl"
          color="burgundy.800"
          display="flex"
          alignItems="center"
          gap="2"
        >
          <Icon color="gold.600" aria-hidden>
            <PartyPopper />
          </Icon>
          Event inquiry
        </Heading>
        <Text>
          Rehearsal dinners, birthdays and company outings among the vines: tell us the occasion, the date you
          have in mind and how many guests, and the family will write back within one business day with what
          we can offer.
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="burgundy">
            <a href={eventInquiryHref}>
              <Mail aria-hidden /> E-mail your event inquiry
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={site.phoneHref}>
              <Phone aria-hidden /> Call {site.phone}
            </a>
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Booking a tasting for a group of {site.groupMinimum} or more?{" "}
          <Link asChild color="burgundy.700" fontWeight="semibold">
            <RouterLink
              to={paths.reservations}
              search={{ type: experienceSlugs.groupTasting, guests: site.groupMinimum }}
            >
              Book a group tasting
            </RouterLink>
          </Link>{" "}
          instead.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function ContactPage({ topic }: { topic?: "event" | undefined } = {}) {
  useDocumentTitle(topic === "event" ? "Event Inquiry" : "Contact");
  return (
    <>
      <PageHeader eyebrow="We would love to hear from you" title="Contact Us">
        <Text>
          Questions about an order, the wine club, a visit or a private event? Call or write; the family
          answers.
        </Text>
      </PageHeader>
      <PageIntro slug="contact" />
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        {topic === "event" ? <EventInquiry /> : null}
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          <ContactCard title="Call" icon={<Phone />}>
            <Link href={site.phoneHref} fontSize="lg" fontWeight="semibold" color="burgundy.700">
              {site.phone}
            </Link>
            <Text fontSize="sm" color="fg.muted">
              We pick up during tasting-room hours and return messages within a day.
            </Text>
          </ContactCard>
          <ContactCard title="E-mail" icon={<Mail />}>
            <Link
              href={`mailto:${site.email}`}
              fontWeight="semibold"
              color="burgundy.700"
              wordBreak="break-all"
            >
              {site.email}
            </Link>
            <Text fontSize="sm" color="fg.muted">
              Include your order number for questions about a delivery.
            </Text>
          </ContactCard>
          <ContactCard title="Visit" icon={<MapPin />}>
            <Text as="address" fontStyle="normal">
              {site.name}
              <br />
              {site.address.street}
              <br />
              {site.address.city}, {site.address.state} {site.address.zip}
            </Text>
            <Box>
              <DirectionsDialog
                trigger={
                  <Button size="sm" colorPalette="burgundy">
                    <Navigation aria-hidden /> Get Directions
                  </Button>
                }
              />
            </Box>
          </ContactCard>
          <ContactCard title="Hours" icon={<Clock />}>
            <HoursTable showNotes />
          </ContactCard>
        </SimpleGrid>

        <Stack mt="12" gap="3" align="center" textAlign="center">
          <Text color="fg.muted">Planning something special?</Text>
          <HStack gap="3" wrap="wrap" justify="center">
            <Button asChild variant="outline">
              <RouterLink to={paths.reservations}>Reserve a tasting or event</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/visit">Plan your visit</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </>
  );
}
