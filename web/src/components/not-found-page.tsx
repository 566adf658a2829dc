import { Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { Home, ShoppingBag, TriangleAlert } from "lucide-react";
import { useDocumentTitle } from "../lib/document-title";

/**
 * The page for any address the site does not have (the server answers it with a 404). It speaks to
 * the visitor, not to a developer, and offers the ways on: the shop and the home page.
 */
export function NotFoundPage() {
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
          Page not found
        </Heading>
        <Text color="fg.muted">
          We looked everywhere, cellar included, and this page isn’t here. The link may be old or the address
          mistyped: our wines, gifts and visits are a click away.
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild colorPalette="burgundy">
            <RouterLink to="/shop">
              <ShoppingBag aria-hidden /> Shop our wines
            </RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="burgundy">
            <RouterLink to="/">
              <Home aria-hidden /> Back to the home page
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
