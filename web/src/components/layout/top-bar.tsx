import { Box, Button, Container, Flex, HStack, Link, Text } from "@chakra-ui/react";
import { site } from "contracts/site";
import { Mail, MapPin, Navigation, Phone } from "lucide-react";
import { DirectionsDialog } from "./directions-dialog";
import { HoursTable } from "./hours-table";

/** The thin burgundy strip above the header: how to reach and find the tasting room. */
export function TopBar() {
  return (
    <Box bg="burgundy.900" color="cream.100" fontSize={{ base: "sm", lg: "xs" }} data-surface="dark">
      <Container maxW="7xl" py="1.5">
        <Flex align="center" justify="space-between" gap="3" wrap={{ base: "wrap", xl: "nowrap" }}>
          <HStack gap={{ base: "3", md: "5" }} wrap="wrap">
            <Link href={site.phoneHref} color="inherit" aria-label={`Call us at ${site.phone}`}>
              <Phone size={14} aria-hidden />
              {site.phone}
            </Link>
            <Link
              href={`mailto:${site.email}`}
              color="inherit"
              display={{ base: "none", sm: "inline-flex" }}
              aria-label={`E-mail us at ${site.email}`}
            >
              <Mail size={14} aria-hidden />
              {site.email}
            </Link>
            <Text display={{ base: "none", lg: "inline-flex" }} alignItems="center" gap="1.5">
              <MapPin size={14} aria-hidden />
              {site.addressLine}
            </Text>
          </HStack>
          <HStack gap="4" flexShrink="0">
            <Box display={{ base: "none", xl: "block" }} color="cream.200">
              <HoursTable layout="inline" tone="dark" />
            </Box>
            <DirectionsDialog
              trigger={
                <Button
                  size="xs"
                  variant="outline"
                  color="cream.100"
                  borderColor="gold.500"
                  _hover={{ bg: "burgundy.800" }}
                >
                  <Navigation aria-hidden /> Directions
                </Button>
              }
            />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
