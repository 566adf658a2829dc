import { Box, Button, Code, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";

/**
 * A secret (an API key, a webhook's signing secret) the server keeps no readable copy of: shown
 * here once, with a way to copy it, and never again.
 */
export function SecretOnce({
  secret,
  what,
  use,
  onDone,
}: {
  secret: string;
  what: string;
  use: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Stack gap="4">
      <Box bg="gold.50" borderWidth="1px" borderColor="gold.300" borderRadius="lg" p="4" role="note">
        <Text fontWeight="semibold" color="burgundy.900">
          Copy the {what} now: this is the only time it is shown.
        </Text>
        <Text fontSize="sm" color="burgundy.900">
          Keep it in the partner's secret store. {use} If it is lost, make a new one.
        </Text>
      </Box>
      <Code
        display="block"
        p="3"
        fontSize="sm"
        overflowWrap="anywhere"
        whiteSpace="pre-wrap"
        aria-label={`The new ${what}`}
        data-testid="secret"
      >
        {secret}
      </Code>
      <HStack justify="flex-end" gap="2">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              .writeText(secret)
              .then(() => setCopied(true))
              .catch(() => setCopied(false))
          }
        >
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button colorPalette="burgundy" onClick={onDone}>
          Done
        </Button>
      </HStack>
    </Stack>
  );
}
