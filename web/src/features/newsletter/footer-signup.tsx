import { Box, Button, Container, Flex, Heading, Input, Text } from "@chakra-ui/react";
import { CircleCheck, Mail } from "lucide-react";
import { type FormEvent, useId, useState } from "react";

type State =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string };

const loadSubscribe = () => import("./subscribe");

/**
 * The newsletter sign-up in every page's footer. It is on the first load, so it holds no form
 * library, no zod and no mutation code: those load when the visitor first focuses the field.
 */
export function FooterSignup() {
  const [state, setState] = useState<State>({ kind: "idle" });
  const messageId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get("email");
    setState({ kind: "sending" });
    const { subscribe } = await loadSubscribe();
    const result = await subscribe({ email: typeof email === "string" ? email : "" });
    if (result.ok) form.reset();
    setState(
      result.ok ? { kind: "done", message: result.message } : { kind: "error", message: result.message },
    );
  }

  return (
    <Box borderBottomWidth="1px" borderColor="whiteAlpha.200">
      <Container maxW="7xl" py={{ base: "8", md: "10" }}>
        <Flex
          gap={{ base: "4", md: "10" }}
          direction={{ base: "column", md: "row" }}
          align={{ md: "center" }}
        >
          <Box flex="1">
            <Heading as="h2" size="lg" color="cream.50" fontFamily="heading">
              News from the vineyard
            </Heading>
            <Text fontSize="sm" color="cream.300" mt="1">
              New releases, harvest notes and tasting-room events, about once a month. Unsubscribe anytime.
            </Text>
          </Box>
          <Box flex="1" maxW={{ md: "md" }}>
            <form onSubmit={(event) => void submit(event)} noValidate aria-label="Newsletter sign-up">
              <Flex gap="2" direction={{ base: "column", sm: "row" }}>
                <Input
                  name="email"
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  aria-label="E-mail address"
                  aria-describedby={messageId}
                  aria-invalid={state.kind === "error" ? true : undefined}
                  required
                  bg="white"
                  color="burgundy.950"
                  onFocus={() => void loadSubscribe()}
                />
                <Button
                  type="submit"
                  bg="gold.500"
                  color="burgundy.950"
                  _hover={{ bg: "gold.400" }}
                  loading={state.kind === "sending"}
                  loadingText="Subscribing..."
                  flexShrink={0}
                >
                  <Mail aria-hidden /> Subscribe
                </Button>
              </Flex>
              <Text
                id={messageId}
                role={state.kind === "error" ? "alert" : "status"}
                fontSize="sm"
                mt="2"
                minH="5"
                color={state.kind === "error" ? "red.200" : "cream.200"}
              >
                {state.kind === "done" ? (
                  <>
                    <CircleCheck size={14} aria-hidden style={{ display: "inline", verticalAlign: "-2px" }} />{" "}
                    {state.message}
                  </>
                ) : state.kind === "error" ? (
                  state.message
                ) : null}
              </Text>
            </form>
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
