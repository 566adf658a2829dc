import { Box, Flex, Icon, Image, Link, Text } from "@chakra-ui/react";
import { site } from "contracts/site";
import { ExternalLink, MapPin } from "lucide-react";

/** Drawn for this app (public/images), so it shows without a network and with no third party. */
const MAP_SRC = "/images/map-ridge-road.svg";
const MAP_WIDTH = 1200;
const MAP_HEIGHT = 600;

const mapAlt =
  `Map, not to scale: ${site.name} on South Ridge Road (US 20), with Lake Erie to the north, ` +
  "Interstate 90 to the south, Route 193 (exit 235, Kingsville) to the west and Route 7 (exit 241) " +
  "to the east, south-west of Conneaut.";

export interface MapPictureProps {
  aspectRatio: number | Record<string, number>;
  borderRadius?: string;
}

/**
 * The way to the winery as a picture, with the address and a link to a live map. A third-party
 * map frame showed the browser's broken-page icon whenever its host was out of reach (with the
 * browser still "online"), so none is embedded; the live map is one click away in a new tab.
 */
export function MapPicture({ aspectRatio, borderRadius = "md" }: MapPictureProps) {
  return (
    <Box
      as="figure"
      data-testid="directions-map"
      overflow="hidden"
      borderRadius={borderRadius}
      borderWidth="1px"
      borderColor="cream.300"
      bg="cream.100"
    >
      <Image
        src={MAP_SRC}
        htmlWidth={MAP_WIDTH}
        htmlHeight={MAP_HEIGHT}
        alt={mapAlt}
        loading="lazy"
        decoding="async"
        display="block"
        width="full"
        height="auto"
        aspectRatio={aspectRatio}
        // The picture keeps its labels inside a centre band, so cropping to 4:3 on a phone (a little
        // right of centre, towards Conneaut) or to 21:8 on a wide screen loses only scenery.
        fit="cover"
        align="60% 50%"
      />
      <Flex
        as="figcaption"
        align="center"
        justify="space-between"
        gap="2"
        wrap="wrap"
        px="3"
        py="2"
        borderTopWidth="1px"
        borderColor="cream.300"
        fontSize="sm"
      >
        <Flex align="center" gap="1.5">
          <Icon color="burgundy.600" aria-hidden>
            <MapPin />
          </Icon>
          <Text>{site.addressLine}</Text>
        </Flex>
        <Link
          href={site.mapLinkUrl}
          target="_blank"
          rel="noopener noreferrer"
          color="burgundy.700"
          fontWeight="medium"
        >
          Open in Maps <ExternalLink size={14} aria-hidden />
          <Box as="span" srOnly>
            (opens in a new tab)
          </Box>
        </Link>
      </Flex>
    </Box>
  );
}
