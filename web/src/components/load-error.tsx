import { Button, Stack, Text } from "@chakra-ui/react";
import { errorMessage } from "../lib/trpc";

const variants = {
  /** In place of a page's list or content. */
  page: { stack: { align: "center", py: "12", textAlign: "center" }, text: "fg.muted", button: "md" },
  /** Inside a card, a tab or a dialog. */
  section: { stack: { align: "center", py: "6", textAlign: "center" }, text: undefined, button: "sm" },
  /** At the start of a back-office tab. */
  inline: { stack: { align: "flex-start" }, text: undefined, button: "sm" },
} as const;

export interface LoadErrorProps {
  /** The failed query's error: the server's own message is shown when it has one. */
  error?: unknown;
  /** What to say otherwise (the network is down, the answer was not the api's). */
  fallback: string;
  /** Asks again (the query's refetch). */
  onRetry: () => void;
  variant?: keyof typeof variants;
}

/** Shown in place of data that could not be loaded: why, and a Try again button. */
export function LoadError({ error, fallback, onRetry, variant = "page" }: LoadErrorProps) {
  const look = variants[variant];
  return (
    <Stack gap="3" role="alert" {...look.stack}>
      <Text color={look.text}>{errorMessage(error) ?? fallback}</Text>
      <Button variant="outline" size={look.button} onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
