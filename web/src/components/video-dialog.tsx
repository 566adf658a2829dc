import { Box, Button, Image, Link, Stack, Text } from "@chakra-ui/react";
import { ExternalLink, Play } from "lucide-react";
import { type ReactElement, useEffect, useRef, useState } from "react";
import { AppDialog } from "./ui/dialog";

/** Shipped with the app, so the dialog opens on a picture even when the video host is out of reach. */
const POSTER_SRC = "/images/hero-vineyard.svg";

/** The press on Play already asked for the film: the player should not wait for a second click. */
function autoplaySrc(src: string): string {
  const url = new URL(src, window.location.href);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

/**
 * A poster with a Play button; the player's iframe is requested only after the press. Opened straight
 * into the frame, an unreachable host filled the dialog with the browser's broken-page icon.
 */
function Player({ title, src }: { title: string; src: string }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The Play button is gone once pressed: keyboard and screen-reader users carry on in the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <Box position="relative" bg="burgundy.950" borderRadius="md" overflow="hidden" aspectRatio={16 / 9}>
      {playing ? (
        <iframe
          ref={frame}
          src={autoplaySrc(src)}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0, width: "100%", height: "100%", display: "block" }}
        />
      ) : (
        <>
          <Image
            src={POSTER_SRC}
            alt=""
            htmlWidth={1600}
            htmlHeight={700}
            width="full"
            height="full"
            fit="cover"
            display="block"
          />
          <Box position="absolute" inset="0" bg="blackAlpha.400" aria-hidden />
          <Button
            position="absolute"
            top="50%"
            left="50%"
            transform="translate(-50%, -50%)"
            size="xl"
            colorPalette="burgundy"
            borderRadius="full"
            boxShadow="lg"
            px="7"
            onClick={() => setPlaying(true)}
          >
            <Play aria-hidden fill="currentColor" /> Play video
          </Button>
        </>
      )}
    </Box>
  );
}

export interface VideoDialogProps {
  title: string;
  src: string;
  /** One or two sentences telling what the film shows, readable even when the video cannot load. */
  summary: string;
  trigger?: ReactElement;
  triggerLabel?: string;
}

/** A film in a dialog: a poster until Play is pressed, then the player (gone again once closed). */
export function VideoDialog({
  title,
  src,
  summary,
  trigger,
  triggerLabel = "Watch Our Story",
}: VideoDialogProps) {
  return (
    <AppDialog
      title={title}
      size="xl"
      trigger={
        trigger ?? (
          <Button variant="outline" colorPalette="burgundy">
            <Play aria-hidden /> {triggerLabel}
          </Button>
        )
      }
    >
      <Stack gap="3">
        <Player title={title} src={src} />
        <Text color="fg.muted">{summary}</Text>
        <Text fontSize="sm">
          Video not loading?{" "}
          <Link href={src} target="_blank" rel="noopener noreferrer" color="burgundy.700">
            Open the video in a new tab <ExternalLink size={14} aria-hidden />
          </Link>
        </Text>
      </Stack>
    </AppDialog>
  );
}
