import { Box, Container, Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** An admin screen's frame inside the admin layout (whose guard lets only admins in): title and intro. */
export function AdminScreen({
  title,
  intro,
  aside,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** Beside the title: a count badge, the screen's main action. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxW="7xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Stack gap="1">
          <Stack
            direction={{ base: "column", md: "row" }}
            justify="space-between"
            gap="3"
            align={{ md: "center" }}
          >
            <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} color="burgundy.800" lineHeight="1.2">
              {title}
            </Heading>
            {aside}
          </Stack>
          <Box color="fg.muted">{intro}</Box>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
