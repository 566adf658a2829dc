import {
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  HStack,
  Icon,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { site } from "contracts/site";
import {
  ArrowRight,
  CalendarHeart,
  Footprints,
  GlassWater,
  MapPin,
  Play,
  Quote,
  ShoppingBag,
} from "lucide-react";
import type { ReactNode } from "react";
import { DirectionsDialog } from "../../components/layout/directions-dialog";
import { HoursTable } from "../../components/layout/hours-table";
import { VideoDialog } from "../../components/video-dialog";
import { useDocumentTitle } from "../../lib/document-title";
import { paths } from "../../lib/paths";
import { AwardsDialog } from "./awards-dialog";

const heroStats = [
  { value: "55+", label: "Years" },
  { value: "25+", label: "Varieties" },
  { value: "100+", label: "Awards" },
] as const;

function Hero() {
  return (
    <Box position="relative" overflow="hidden" bg="burgundy.900" color="cream.50" data-surface="dark">
      {/* A picture, not a CSS background: the browser finds it in the HTML and fetches it first. */}
      <Image
        src="/images/hero-vineyard.svg"
        alt=""
        fetchPriority="high"
        position="absolute"
        inset="0"
        width="full"
        height="full"
        objectFit="cover"
        objectPosition="center bottom"
      />
      <Box
        position="absolute"
        inset="0"
        backgroundImage="linear-gradient(90deg, rgba(42, 10, 18, 0.94) 0%, rgba(64, 17, 28, 0.82) 45%, rgba(64, 17, 28, 0.25) 100%)"
      />
      <Container maxW="7xl" position="relative" py={{ base: "14", md: "24" }}>
        <Stack gap={{ base: "6", md: "8" }} maxW="3xl">
          <Box>
            <AwardsDialog />
          </Box>
          <Heading
            as="h1"
            fontSize={{ base: "4xl", sm: "5xl", md: "6xl" }}
            lineHeight="1.05"
            fontWeight="bold"
          >
            {site.name}
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} color="cream.200" maxW="2xl">
            {site.tagline}. Cool lake breezes, deep glacial soils and three generations of one family in the
            vineyard.
          </Text>
          <Box as="figure" borderInlineStartWidth="3px" borderColor="gold.500" ps="4" maxW="2xl">
            <Flex
              as="blockquote"
              gap="2"
              fontFamily="heading"
              fontSize={{ base: "lg", md: "xl" }}
              fontStyle="italic"
            >
              <Quote size={20} aria-hidden style={{ flexShrink: 0, opacity: 0.7 }} />
              <Text as="span">
                The lake keeps the frost off the ridge, and the ridge gives the grapes their backbone. All we
                ever had to do was listen to the land.
              </Text>
            </Flex>
            <Text as="figcaption" mt="2" fontSize="sm" color="gold.300">
              Arthur Kessler, founder, {site.established}
            </Text>
          </Box>
          <HStack gap="3" wrap="wrap">
            <Button asChild size="lg" bg="gold.500" color="burgundy.950" _hover={{ bg: "gold.400" }}>
              <RouterLink to={paths.shop}>
                <ShoppingBag aria-hidden /> Shop Wines
              </RouterLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="cream.50"
              borderColor="cream.300"
              _hover={{ bg: "whiteAlpha.200" }}
            >
              <RouterLink to="/visit">
                <MapPin aria-hidden /> Visit Us
              </RouterLink>
            </Button>
            <VideoDialog
              title="Our Story"
              src={site.storyVideoUrl}
              summary={`From a few rows of vines planted by hand in ${site.established} to the estate wines we pour today: the Kessler family tells how ${site.name} grew up on the Lake Erie shore.`}
              trigger={
                <Button size="lg" variant="ghost" color="cream.50" _hover={{ bg: "whiteAlpha.200" }}>
                  <Play aria-hidden /> Watch Our Story
                </Button>
              }
            />
          </HStack>
          <SimpleGrid as="dl" columns={3} gap="4" maxW="lg" pt="2">
            {heroStats.map((stat) => (
              <Flex key={stat.label} direction="column-reverse">
                <Text as="dt" fontSize="sm" textTransform="uppercase" letterSpacing="wider" color="cream.300">
                  {stat.label}
                </Text>
                <Text
                  as="dd"
                  fontFamily="heading"
                  fontSize={{ base: "3xl", md: "4xl" }}
                  fontWeight="bold"
                  color="gold.400"
                >
                  {stat.value}
                </Text>
              </Flex>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}

function AboutBlock() {
  return (
    <Box as="section" aria-labelledby="home-about" bg="cream.200" py={{ base: "14", md: "20" }}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "8", lg: "16" }} alignItems="center">
          <Stack gap="4">
            <Text
              color="gold.700"
              textTransform="uppercase"
              letterSpacing="0.2em"
              fontSize="xs"
              fontWeight="bold"
            >
              Since {site.established}
            </Text>
            <Heading
              lineHeight="1.2"
              as="h2"
              id="home-about"
              fontSize={{ base: "3xl", md: "4xl" }}
              color="burgundy.800"
            >
              A family estate on the Lake Erie shore
            </Heading>
            <Text color="fg.muted">
              Arthur and Ruth Kessler planted their first vinifera vines on South Ridge Road when their
              neighbours said it could not be done. Today their grandson Daniel makes the wine from the same
              hillside, still by hand and still in small lots.
            </Text>
            <Box>
              <Button asChild variant="outline">
                <RouterLink to="/about">
                  Read our story <ArrowRight aria-hidden />
                </RouterLink>
              </Button>
            </Box>
          </Stack>
          <SimpleGrid columns={2} gap="4">
            {[
              { value: "100+", label: "Awards won" },
              { value: "50,000+", label: "Visitors annually" },
            ].map((stat) => (
              <Card.Root
                key={stat.label}
                bg="white"
                textAlign="center"
                py="6"
                borderTopWidth="4px"
                borderTopColor="gold.500"
              >
                <Card.Body>
                  <Text
                    fontFamily="heading"
                    fontSize={{ base: "3xl", md: "5xl" }}
                    fontWeight="bold"
                    color="burgundy.700"
                  >
                    {stat.value}
                  </Text>
                  <Text color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
                    {stat.label}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

const experiences = [
  {
    icon: <GlassWater />,
    title: "Wine Tastings",
    text: "Taste a flight of our estate wines at the bar or on the porch. Walk-ins are welcome during tasting-room hours.",
  },
  {
    icon: <Footprints />,
    title: "Vineyard Tours",
    text: "Walk the rows with our vineyard team and learn why the lake matters. Tours are by appointment.",
  },
  {
    icon: <CalendarHeart />,
    title: "Private Events",
    text: "Birthdays, rehearsal dinners and company gatherings among the vines. Private events are by appointment.",
  },
] as const;

function VisitBlock() {
  return (
    <Box as="section" aria-labelledby="home-visit" py={{ base: "14", md: "20" }}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "8", lg: "12" }} alignItems="center" mb="10">
          <Box
            borderRadius="xl"
            overflow="hidden"
            bg="cream.200"
            aspectRatio={8 / 5}
            boxShadow="md"
            backgroundImage="url(/images/tasting-room.svg)"
            backgroundSize="cover"
            backgroundPosition="center"
            role="img"
            aria-label="The red barn tasting room at the top of the vineyard rows"
          />
          <Stack gap="4">
            <Text
              color="gold.700"
              textTransform="uppercase"
              letterSpacing="0.2em"
              fontSize="xs"
              fontWeight="bold"
            >
              Plan your visit
            </Text>
            <Heading
              lineHeight="1.2"
              as="h2"
              id="home-visit"
              fontSize={{ base: "3xl", md: "4xl" }}
              color="burgundy.800"
            >
              Visit the Tasting Room
            </Heading>
            <Text color="fg.muted">
              Our tasting room sits in the 1920s barn at the top of the vineyard, on {site.address.street} in{" "}
              {site.address.city}. Pull up a stool, taste through the estate wines and stay for the sunset
              over the rows.
            </Text>
            <Box bg="white" borderRadius="lg" px="4" py="3" borderWidth="1px" borderColor="cream.300">
              <HoursTable showNotes />
            </Box>
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="burgundy">
                <RouterLink to={paths.reservations}>Make a Reservation</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to="/visit">Plan Your Visit</RouterLink>
              </Button>
              <DirectionsDialog />
            </HStack>
          </Stack>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {experiences.map((item) => (
            <Card.Root key={item.title} bg="white" borderRadius="xl">
              <Card.Body gap="3">
                <Icon boxSize="8" color="burgundy.600" aria-hidden>
                  {item.icon}
                </Icon>
                <Heading as="h3" size="lg" color="burgundy.800">
                  {item.title}
                </Heading>
                <Text color="fg.muted">{item.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export interface HomePageProps {
  /** The "Our Signature Wines" section, provided by the wines feature. */
  signatureWines: ReactNode;
}

export function HomePage({ signatureWines }: HomePageProps) {
  useDocumentTitle();
  return (
    <>
      <Hero />
      {signatureWines}
      <AboutBlock />
      <VisitBlock />
    </>
  );
}
