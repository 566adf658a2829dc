import { Card, Heading, Icon, Link, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { site } from "contracts/site";
import { Clock, Lightbulb, Mail, MapPin, Navigation, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { MapPicture } from "../map-picture";
import { HoursTable } from "./hours-table";

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="white" borderColor="cream.300" size="sm">
      <Card.Header>
        <Heading as="h3" size="md" display="flex" alignItems="center" gap="2" color="burgundy.800">
          <Icon color="gold.600" aria-hidden>
            {icon}
          </Icon>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <List.Root as="ol" gap="1.5" ps="5" fontSize="sm">
      {steps.map((step) => (
        <List.Item key={step}>{step}</List.Item>
      ))}
    </List.Root>
  );
}

/** The directions dialog's body: address, hours, a map picture with a link to a live map, and the way. */
export default function DirectionsContent() {
  const { directions } = site;
  return (
    <Stack gap="4">
      <Text color="fg.muted">{directions.summary}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InfoCard title="Address & Contact" icon={<MapPin />}>
          <Stack gap="1.5" fontSize="sm">
            <Text as="address" fontStyle="normal">
              {site.name}
              <br />
              {site.address.street}
              <br />
              {site.address.city}, {site.address.state} {site.address.zip}
            </Text>
            <Link href={site.phoneHref} color="burgundy.700">
              <Phone size={14} aria-hidden /> {site.phone}
            </Link>
            <Link href={`mailto:${site.email}`} color="burgundy.700" wordBreak="break-all">
              <Mail size={14} aria-hidden /> {site.email}
            </Link>
          </Stack>
        </InfoCard>
        <InfoCard title="Tasting Room Hours" icon={<Clock />}>
          <HoursTable showNotes />
        </InfoCard>
      </SimpleGrid>

      <InfoCard title="Location" icon={<MapPin />}>
        <MapPicture aspectRatio={{ base: 4 / 3, md: 16 / 7 }} />
      </InfoCard>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InfoCard title={directions.fromWest.title} icon={<Navigation />}>
          <Steps steps={directions.fromWest.steps} />
        </InfoCard>
        <InfoCard title={directions.fromEast.title} icon={<Navigation />}>
          <Steps steps={directions.fromEast.steps} />
        </InfoCard>
      </SimpleGrid>

      <Card.Root variant="subtle" bg="gold.50" borderWidth="1px" borderColor="gold.300" size="sm">
        <Card.Header>
          <Heading as="h3" size="md" display="flex" alignItems="center" gap="2" color="gold.900">
            <Icon aria-hidden>
              <Lightbulb />
            </Icon>
            Important Tips
          </Heading>
        </Card.Header>
        <Card.Body pt="2">
          <List.Root gap="1.5" ps="5" fontSize="sm">
            {directions.tips.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
