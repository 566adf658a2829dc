import { Box, Button, Card, Code, Container, Flex, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { getRouteApi, Link as RouterLink } from "@tanstack/react-router";
import { paymentFailure } from "contracts/orders/payment-failures";
import { site } from "contracts/site";
import { CircleX, CreditCard, Headset, Home, Mail, Phone, ShoppingCart } from "lucide-react";
import { useDocumentTitle } from "../../lib/document-title";
import { ResultBanner } from "./result-banner";

const route = getRouteApi("/order-fail");

/**
 * /order-fail?error=card_declined: what happened, what to try, where to go. The words come from the
 * code's fixed text, never from the link, so nobody can put their own message on our page.
 */
export function OrderFailPage() {
  useDocumentTitle("Payment Failed");
  const { code, message } = paymentFailure(route.useSearch().error);

  return (
    <Box>
      <ResultBanner tone="failure" icon={<CircleX size={56} />} title="Payment Failed" maxW="3xl">
        We couldn't complete your order. Your cart is still saved, so you can try again.
      </ResultBanner>
      <Container maxW="3xl" py={{ base: "6", md: "10" }}>
        <Stack gap={{ base: "6", md: "8" }}>
          <Box
            as="section"
            aria-labelledby="what-happened"
            bg="white"
            borderWidth="1px"
            borderColor="red.200"
            borderLeftWidth="4px"
            borderLeftColor="red.500"
            borderRadius="xl"
            p={{ base: "4", md: "6" }}
            role="alert"
          >
            <Heading as="h2" id="what-happened" size="lg" color="burgundy.800" mb="2">
              What happened?
            </Heading>
            <Text color="burgundy.900">{message}</Text>
            {code ? (
              <Text mt="3" fontSize="sm" color="fg.muted">
                Error code:{" "}
                <Code colorPalette="red" variant="surface">
                  {code}
                </Code>
              </Text>
            ) : null}
          </Box>

          <Card.Root bg="white" borderRadius="xl" borderWidth="1px" borderColor="cream.300" as="section">
            <Card.Body gap="3" p={{ base: "4", md: "6" }}>
              <Heading as="h2" size="lg" color="burgundy.800" display="flex" alignItems="center" gap="2">
                <CreditCard size={20} aria-hidden /> Before you try again
              </Heading>
              <List.Root gap="2" ps="5" color="burgundy.900" fontSize="sm">
                <List.Item>Check the card number, expiry date and CVC.</List.Item>
                <List.Item>Make sure the billing ZIP code matches the one your bank has on file.</List.Item>
                <List.Item>Try another card.</List.Item>
                <List.Item>
                  Contact your bank: some banks hold online or out-of-state wine purchases.
                </List.Item>
              </List.Root>
            </Card.Body>
          </Card.Root>

          <Flex gap="3" direction={{ base: "column", sm: "row" }} wrap="wrap" justify="center">
            <Button asChild colorPalette="burgundy">
              <RouterLink to="/checkout">
                <CreditCard aria-hidden /> Try Payment Again
              </RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="burgundy">
              <RouterLink to="/cart">
                <ShoppingCart aria-hidden /> Return to Cart
              </RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="burgundy">
              <RouterLink to="/contact">
                <Headset aria-hidden /> Contact Support
              </RouterLink>
            </Button>
            <Button asChild variant="ghost" colorPalette="burgundy">
              <RouterLink to="/">
                <Home aria-hidden /> Return Home
              </RouterLink>
            </Button>
          </Flex>

          <Stack gap="1" align="center" textAlign="center" fontSize="sm" color="fg.muted">
            <Text>Need a hand? Our team can help with your order.</Text>
            <Flex
              gap={{ base: "2", sm: "5" }}
              wrap="wrap"
              justify="center"
              direction={{ base: "column", sm: "row" }}
            >
              <Link href={site.phoneHref} color="burgundy.700" fontWeight="semibold">
                <Phone size={16} aria-hidden /> {site.phone}
              </Link>
              <Link href={`mailto:${site.email}`} color="burgundy.700" fontWeight="semibold">
                <Mail size={16} aria-hidden /> {site.email}
              </Link>
            </Flex>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
