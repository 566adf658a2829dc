import { Box, Icon, Link, Stack, Text } from "@chakra-ui/react";
import { site } from "contracts/site";
import { ExternalLink, MapPin } from "lucide-react";
import { useState, useSyncExternalStore } from "react";

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** The browser's own online flag (no request is made to find out). */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

export interface MapEmbedProps {
  aspectRatio: number | Record<string, number>;
  borderRadius?: string;
}

/**
 * The OpenStreetMap embed over a styled stand-in (the address and an "Open in Maps" link). The
 * stand-in shows until the map's frame has loaded, and stays when the browser is offline (the frame
 * is then not requested), so the card never shows the browser's broken-page icon for want of a
 * network. A frame that loaded stays, also if the connection drops later.
 */
export function MapEmbed({ aspectRatio, borderRadius = "md" }: MapEmbedProps) {
  const online = useOnline();
  const [loaded, setLoaded] = useState(false);
  const showFrame = online || loaded;
  return (
    <Box
      position="relative"
      overflow="hidden"
      borderRadius={borderRadius}
      borderWidth="1px"
      borderColor="cream.300"
      bg="cream.200"
      aspectRatio={aspectRatio}
    >
      <Stack
        data-testid="map-placeholder"
        position="absolute"
        inset="0"
        align="center"
        justify="center"
        gap="2"
        p="4"
        textAlign="center"
        bg="cream.100"
        // Out of sight and out of the tab order once the map covers it.
        visibility={loaded && showFrame ? "hidden" : "visible"}
      >
        <Icon boxSize="8" color="burgundy.600" bg="burgundy.50" borderRadius="full" p="1.5" aria-hidden>
          <MapPin />
        </Icon>
        <Text fontWeight="semibold" color="burgundy.900">
          {site.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {site.addressLine}
        </Text>
        <Link
          href={site.mapLinkUrl}
          target="_blank"
          rel="noopener noreferrer"
          color="burgundy.700"
          fontSize="sm"
          fontWeight="medium"
        >
          Open in Maps <ExternalLink size={14} aria-hidden />
          <Box as="span" srOnly>
            (opens in a new tab)
          </Box>
        </Link>
      </Stack>
      {showFrame ? (
        <iframe
          src={site.mapEmbedUrl}
          title={`Map of ${site.name}, ${site.addressLine}`}
          loading="lazy"
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(true)}
          style={{
            position: "absolute",
            inset: 0,
            border: 0,
            width: "100%",
            height: "100%",
            background: "transparent",
            // Invisible and click-through until it has loaded, so the stand-in and its link work.
            opacity: loaded ? 1 : 0,
            pointerEvents: loaded ? "auto" : "none",
            transition: "opacity 0.3s",
          }}
        />
      ) : null}
    </Box>
  );
}
