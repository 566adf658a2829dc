import { Box, Button, Container, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { CircleAlert, CircleCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { errorMessage } from "../../lib/trpc";

export interface LinkResultPageProps {
  token: string | undefined;
  /** Follows the link (confirm, unsubscribe) with its token. */
  follow: (token: string) => Promise<unknown>;
  working: string;
  done: { title: string; body: ReactNode };
  invalid: string;
  actions: ReactNode;
}

/**
 * The page an e-mailed newsletter link opens: it follows the link once, on arrival (no sign-in
 * needed: the token is the authority), and says how it went.
 */
export function LinkResultPage({ token, follow, working, done, invalid, actions }: LinkResultPageProps) {
  const result = useMutation({ mutationFn: follow });
  const started = useRef(false);
  const { mutate } = result;
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  let body: ReactNode;
  if (!token || result.isError) {
    body = (
      <>
        <Box color="red.600" aria-hidden>
          <CircleAlert size={48} />
        </Box>
        <Heading as="h1" size="2xl" color="burgundy.800">
          This link didn't work
        </Heading>
        <Text color="fg.muted" maxW="md">
          {(result.isError ? errorMessage(result.error) : undefined) ?? invalid}
        </Text>
      </>
    );
  } else if (result.isSuccess) {
    body = (
      <>
        <Box color="vine.600" aria-hidden>
          <CircleCheck size={48} />
        </Box>
        <Heading as="h1" size="2xl" color="burgundy.800">
          {done.title}
        </Heading>
        <Box color="fg.muted" maxW="md">
          {done.body}
        </Box>
      </>
    );
  } else {
    body = (
      <>
        <Spinner size="lg" color="burgundy.700" aria-hidden />
        <Heading as="h1" size="xl" color="burgundy.800">
          {working}
        </Heading>
      </>
    );
  }

  return (
    <Container maxW="2xl" py={{ base: "12", md: "20" }}>
      <Stack
        align="center"
        textAlign="center"
        gap="4"
        bg="white"
        borderRadius="xl"
        borderWidth="1px"
        borderColor="cream.300"
        p={{ base: "6", md: "10" }}
        role="status"
        aria-live="polite"
      >
        {body}
        {result.isPending || (!result.isSuccess && !result.isError && token) ? null : (
          <Stack direction={{ base: "column", sm: "row" }} gap="3" pt="2">
            {actions}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

export function HomeButtons({ signUpAgain }: { signUpAgain: boolean }) {
  return (
    <>
      {signUpAgain ? (
        <Button asChild colorPalette="burgundy">
          <RouterLink to="/newsletter">Sign up again</RouterLink>
        </Button>
      ) : (
        <Button asChild colorPalette="burgundy">
          <RouterLink to="/shop">Shop our wines</RouterLink>
        </Button>
      )}
      <Button asChild variant="outline" colorPalette="burgundy">
        <RouterLink to="/">Return Home</RouterLink>
      </Button>
    </>
  );
}
