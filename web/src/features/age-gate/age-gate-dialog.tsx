import { Box, Button, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { site } from "contracts/site";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

/** Where someone under 21 is pointed: a page about alcohol and the young, not a dead end. */
const WAY_OUT = "https://www.responsibility.org/";

/**
 * "Are you 21 or older?" over the whole page. The page behind is inert while it is asked; focus
 * stays in the question (Tab cycles through its buttons). No answer is stored for "under 21".
 */
export default function AgeGateDialog({ onAffirm }: { onAffirm: () => void }) {
  const [under, setUnder] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.getElementById("root");
    root?.setAttribute("inert", "");
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      root?.removeAttribute("inert");
      document.body.style.overflow = overflow;
    };
  }, []);
  // Each view's first button takes the focus as it appears.
  const focusFirst = useCallback((element: HTMLElement | null) => element?.focus(), []);

  const keepFocus = (event: KeyboardEvent) => {
    if (event.key !== "Tab" || !card.current) return;
    const items = [...card.current.querySelectorAll<HTMLElement>("button, a")];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.700"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="4"
    >
      <Box
        ref={card}
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-text"
        onKeyDown={keepFocus}
        bg="cream.50"
        color="burgundy.900"
        borderRadius="xl"
        boxShadow="lg"
        maxW="sm"
        w="full"
        p={{ base: "6", md: "8" }}
        textAlign="center"
      >
        {under ? (
          <Stack gap="4">
            <Heading as="h2" id="age-gate-title" fontSize="2xl">
              Come back when you're 21
            </Heading>
            <Text id="age-gate-text">
              Thank you for telling us. You must be 21 or older to visit our wine shop and to buy wine.
            </Text>
            <Button asChild colorPalette="burgundy">
              <Link ref={focusFirst} href={WAY_OUT} rel="noopener">
                Leave for Responsibility.org
              </Link>
            </Button>
            <Button
              variant="plain"
              color="burgundy.700"
              textDecoration="underline"
              onClick={() => setUnder(false)}
            >
              I answered by mistake
            </Button>
          </Stack>
        ) : (
          <Stack gap="4">
            <Heading as="h2" id="age-gate-title" fontSize="2xl">
              Are you 21 or older?
            </Heading>
            <Text id="age-gate-text">
              {site.name} makes and sells wine. Please confirm you are of legal drinking age to visit. We ask
              once on this browser; buying wine also asks for your date of birth.
            </Text>
            <Button ref={focusFirst} colorPalette="burgundy" onClick={onAffirm}>
              Yes, I'm 21 or older
            </Button>
            <Button variant="outline" colorPalette="burgundy" onClick={() => setUnder(true)}>
              No, I'm under 21
            </Button>
          </Stack>
        )}
      </Box>
    </Box>,
    document.body,
  );
}
