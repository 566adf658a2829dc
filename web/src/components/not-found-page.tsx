import { Button, Code, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "@tanstack/react-router";
import { Home, TriangleAlert } from "lucide-react";
import { useDocumentTitle } from "../lib/document-title";

/** The page for any address the router does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle("Page Not Found");
  return (
    <Container maxW="2xl" py={{ base: "16", md: "24" }}>
      <Stack
        gap="5"
        align="center"
        textAlign="center"
        bg="white"
        borderRadius="xl"
        p={{ base: "6", md: "10" }}
        boxShadow="sm"
      >
        <TriangleAlert size={40} aria-hidden color="var(--chakra-colors-gold-600)" />
        <Heading lineHeight="1.2" as="h1" fontSize={{ base: "2xl", md: "4xl" }} color="burgundy.800">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted">
          Did you forget to add the page to the router? Nothing is registered at{" "}
          <Code colorPalette="burgundy">{pathname}</Code>.
        </Text>
        <Button asChild colorPalette="burgundy">
          <RouterLink to="/">
            <Home aria-hidden /> Back to the home page
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
