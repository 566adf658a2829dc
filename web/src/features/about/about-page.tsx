import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { site } from "contracts/site";
import { Award, Grape, Play } from "lucide-react";
import { PageHeader } from "../../components/page-header";
import { VideoDialog } from "../../components/video-dialog";
import { useDocumentTitle } from "../../lib/document-title";
import { paths } from "../../lib/paths";
import { PageIntro } from "../pages";
import { ViniferaDialog } from "./vinifera-dialog";

const milestones = [
  {
    year: "1968",
    text: "Arthur and Ruth Kessler buy 40 acres of old orchard on South Ridge Road and plant two acres of vinifera.",
  },
  { year: "1974", text: "The first estate Riesling is bottled in the barn that is now our tasting room." },
  {
    year: "1989",
    text: "Daughter Elaine Kessler-Moore joins as winemaker and replants the upper blocks to Chardonnay and Cabernet.",
  },
  { year: "2008", text: "The new cellar is dug into the ridge, keeping barrels cool without machines." },
  {
    year: "2016",
    text: "Grandson Daniel Moore takes over the cellar; Elaine still walks the rows every morning.",
  },
  {
    year: "Today",
    text: "Twenty-five varieties, more than a hundred medals and the same family at the table.",
  },
] as const;

const varietals = [
  {
    name: "Chardonnay",
    text: "Barrel-fermented in neutral oak, with ripe apple and a saline finish that tastes of the lake.",
  },
  {
    name: "Riesling",
    text: "Our first wine and still our calling card: bone-dry to late-harvest, always with bright acidity.",
  },
  {
    name: "Cabernet Sauvignon",
    text: "Grown on the warmest slope and aged two years; dark cherry, cedar and a firm, graceful structure.",
  },
] as const;

const honoured = [
  {
    name: "Arthur Kessler (1931-2012)",
    role: "Founder",
    text: "A machinist from Ashtabula who read every book on grape growing he could find, then ignored the ones that said it was impossible.",
  },
  {
    name: "Ruth Kessler (1934-2019)",
    role: "Co-founder",
    text: "Kept the books, ran the first tasting room from the kitchen table, and named most of our wines.",
  },
  {
    name: "Tomás Rivera",
    role: "Vineyard manager since 1982",
    text: "Has pruned every vine on the estate more times than anyone can count, and trained two generations of our crew.",
  },
  {
    name: "Elaine Kessler-Moore",
    role: "Winemaker 1989-2016",
    text: "Brought Chardonnay and Cabernet to the ridge and our first national medals to the family.",
  },
] as const;

function EstBadge({ tone = "light" }: { tone?: "light" | "dark" }) {
  return (
    <Badge
      size="lg"
      variant={tone === "dark" ? "solid" : "outline"}
      colorPalette="gold"
      borderRadius="full"
      px="3"
      fontFamily="heading"
      letterSpacing="wider"
    >
      Est. {site.established}
    </Badge>
  );
}

export function AboutPage() {
  useDocumentTitle("Our Story");
  return (
    <>
      <PageHeader eyebrow={`Est. ${site.established}`} title="Our Story">
        <Text>
          Three generations of one family, one ridge above Lake Erie, and more than fifty-five harvests of
          wine grown where people said it could not be grown.
        </Text>
      </PageHeader>
      <PageIntro slug="about" />

      <Container maxW="7xl" py={{ base: "12", md: "16" }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "10", lg: "16" }}>
          <Stack gap="4" as="section" aria-labelledby="founding">
            <HStack gap="3">
              <EstBadge />
            </HStack>
            <Heading
              lineHeight="1.2"
              as="h2"
              id="founding"
              fontSize={{ base: "2xl", md: "3xl" }}
              color="burgundy.800"
            >
              How it began
            </Heading>
            <Text>
              In the spring of {site.established}, Arthur and Ruth Kessler bought a tired apple orchard on
              South Ridge Road in Conneaut. The soil was gravel and clay left behind by the glaciers, the lake
              was a mile to the north, and the neighbours grew Concord grapes for juice. Arthur planted
              Riesling and Chardonnay instead.
            </Text>
            <Text>
              The first winter took a third of the vines. Arthur replanted, hilled the soil higher, and
              learned to read the wind off the lake. By 1974 the couple had enough fruit to press their first
              vintage in the barn, and the barn has been our tasting room ever since.
            </Text>
            <Box>
              <ViniferaDialog />
            </Box>
            <Box>
              <VideoDialog
                title="A Short History"
                src={site.storyVideoUrl}
                summary="Archive photographs, the first hand-labelled bottles and the family remembering the early years: a short film about how the estate began."
                trigger={
                  <Button colorPalette="burgundy">
                    <Play aria-hidden /> Watch a Short History
                  </Button>
                }
              />
            </Box>
          </Stack>

          <Card.Root as="section" aria-labelledby="founder" bg="white" borderRadius="xl">
            <Card.Body gap="4">
              <Flex align="center" gap="3">
                <Flex
                  boxSize="12"
                  borderRadius="full"
                  bg="burgundy.700"
                  color="gold.400"
                  align="center"
                  justify="center"
                  aria-hidden
                >
                  <Grape />
                </Flex>
                <Heading
                  lineHeight="1.2"
                  as="h2"
                  id="founder"
                  fontSize={{ base: "xl", md: "2xl" }}
                  color="burgundy.800"
                >
                  The founder’s story
                </Heading>
              </Flex>
              <Text>
                Arthur Kessler spent his weekdays running a lathe in Ashtabula and his weekends reading about
                the Mosel and Burgundy. He noticed that the towns on his maps shared something with Conneaut:
                long, cool autumns and a large body of water nearby.
              </Text>
              <Text>
                He corresponded with a handful of growers in New York’s Finger Lakes who were trying the same
                thing, traded cuttings with them, and grafted his first vines on the kitchen table. Ruth kept
                a notebook of every frost, every bloom and every harvest date; those notebooks still guide our
                pruning today.
              </Text>
              <Box
                as="blockquote"
                borderInlineStartWidth="3px"
                borderColor="gold.500"
                ps="4"
                fontFamily="heading"
                fontStyle="italic"
                fontSize="lg"
                color="burgundy.900"
              >
                “You don’t make wine on this ridge. You grow it, and then you try not to get in its way.”
              </Box>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Container>

      <Box as="section" aria-labelledby="milestones" bg="cream.200" py={{ base: "12", md: "16" }}>
        <Container maxW="7xl">
          <Heading
            lineHeight="1.2"
            as="h2"
            id="milestones"
            fontSize={{ base: "2xl", md: "3xl" }}
            color="burgundy.800"
            mb="8"
          >
            Milestones
          </Heading>
          <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 3 }} gap="5" listStyleType="none">
            {milestones.map((item) => (
              <Box
                as="li"
                key={item.year}
                bg="white"
                borderRadius="lg"
                p="5"
                borderTopWidth="4px"
                borderTopColor="burgundy.700"
              >
                <Text fontFamily="heading" fontSize="2xl" fontWeight="bold" color="gold.700">
                  {item.year}
                </Text>
                <Text mt="1">{item.text}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container as="section" aria-labelledby="varietals" maxW="7xl" py={{ base: "12", md: "16" }}>
        <Heading
          lineHeight="1.2"
          as="h2"
          id="varietals"
          fontSize={{ base: "2xl", md: "3xl" }}
          color="burgundy.800"
          mb="2"
        >
          Signature varietals
        </Heading>
        <Text color="fg.muted" mb="8" maxW="2xl">
          We grow twenty-five varieties, but three have defined the estate since the beginning.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {varietals.map((item) => (
            <Card.Root key={item.name} bg="white" borderRadius="xl">
              <Card.Body gap="2">
                <Heading as="h3" size="xl" color="burgundy.800">
                  {item.name}
                </Heading>
                <Text color="fg.muted">{item.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>

      <Box
        as="section"
        aria-labelledby="honoured"
        bg="burgundy.900"
        color="cream.100"
        py={{ base: "12", md: "16" }}
        data-surface="dark"
      >
        <Container maxW="7xl">
          <Flex align="center" gap="3" mb="8" wrap="wrap">
            <Award aria-hidden color="var(--chakra-colors-gold-400)" />
            <Heading
              lineHeight="1.2"
              as="h2"
              id="honoured"
              fontSize={{ base: "2xl", md: "3xl" }}
              color="cream.50"
            >
              The people we honour
            </Heading>
          </Flex>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {honoured.map((person) => (
              <Box
                key={person.name}
                p="5"
                borderRadius="lg"
                bg="whiteAlpha.100"
                borderWidth="1px"
                borderColor="whiteAlpha.200"
              >
                <Heading as="h3" size="lg" color="gold.300">
                  {person.name}
                </Heading>
                <Text fontSize="sm" textTransform="uppercase" letterSpacing="wider" color="cream.300" mt="1">
                  {person.role}
                </Text>
                <Text mt="2">{person.text}</Text>
              </Box>
            ))}
          </SimpleGrid>
          <HStack mt="10" gap="3" wrap="wrap">
            <EstBadge tone="dark" />
            <Button asChild bg="gold.500" color="burgundy.950" _hover={{ bg: "gold.400" }}>
              <RouterLink to="/visit">Come taste the story</RouterLink>
            </Button>
            <Button
              asChild
              variant="outline"
              color="cream.50"
              borderColor="cream.300"
              _hover={{ bg: "whiteAlpha.200" }}
            >
              <RouterLink to={paths.shop}>Shop our wines</RouterLink>
            </Button>
          </HStack>
        </Container>
      </Box>
    </>
  );
}
