import { Box, Button, Link, Stack, Text } from "@chakra-ui/react";
import { ExternalLink, Play } from "lucide-react";
import type { ReactElement } from "react";
import { AppDialog } from "./ui/dialog";

export interface VideoDialogProps {
  title: string;
  src: string;
  /** One or two sentences telling what the film shows, readable even when the video cannot load. */
  summary: string;
  trigger?: ReactElement;
  triggerLabel?: string;
}

/** A film in a dialog. The player iframe exists only while the dialog is open. */
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
        <Box bg="burgundy.950" borderRadius="md" overflow="hidden" aspectRatio={16 / 9}>
          <iframe
            src={src}
            title={title}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0, width: "100%", height: "100%" }}
          />
        </Box>
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
