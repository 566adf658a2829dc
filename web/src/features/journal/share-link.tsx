import { Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Link2 } from "lucide-react";
import { useRef } from "react";
import { toast } from "../../components/ui/toast";

/** The address of a public entry's page for people without an account. */
export function shareUrl(origin: string, slug: string): string {
  return `${origin}/journal/shared/${encodeURIComponent(slug)}`;
}

/** The share link of a public entry, with a button that copies it. */
export function ShareLink({ slug }: { slug: string }) {
  const url = shareUrl(window.location.origin, slug);
  const box = useRef<HTMLInputElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "Anyone with the link can read this entry." });
    } catch {
      // No clipboard (an old browser, a page without permission): the link is selected to copy by hand.
      box.current?.select();
      toast({ title: "Copy the link", description: "The link is selected: copy it with your keyboard." });
    }
  }
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Share link</Field.Label>
        <HStack gap="2" width="full">
          <Input ref={box} value={url} readOnly bg="white" onFocus={(event) => event.target.select()} />
          <Button colorPalette="burgundy" onClick={() => void copy()} flexShrink={0}>
            <Link2 aria-hidden /> Copy share link
          </Button>
        </HStack>
      </Field.Root>
      <Text fontSize="sm" color="fg.muted">
        Anyone with the link can read this entry, no account needed. Make the entry private to turn the link
        off.
      </Text>
    </Stack>
  );
}
