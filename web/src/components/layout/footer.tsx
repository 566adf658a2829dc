import { Box, Button, Container, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { site } from "contracts/site";
import { Mail, MapPin, Navigation, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { paths } from "../../lib/paths";
import { DirectionsDialog } from "./directions-dialog";
import { HoursTable } from "./hours-table";
import { Wordmark } from "./wordmark";

const footerLinks = [
  { to: "/visit", label: "Plan a Visit" },
  { to: paths.reservations, label: "Reservations" },
  { to: paths.shop, label: "Shop Wines" },
  { to: "/membership", label: "Wine Club" },
  { to: "/about", label: "Our Story" },
  { to: "/contact", label: "Contact" },
  { to: "/newsletter", label: "Newsletter" },
] as const;

function FooterHeading({ children }: { children: string }) {
  return (
    <Heading
      as="h2"
      size="sm"
      color="gold.300"
      textTransform="uppercase"
      letterSpacing="wider"
      fontFamily="body"
      mb="3"
    >
      {children}
    </Heading>
  );
}

/** A list of links under a heading in the footer (its own landmark, named by `label`). */
export function FooterNav({
  heading,
  label,
  children,
}: {
  heading: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box as="nav" aria-label={label}>
      <FooterHeading>{heading}</FooterHeading>
      <Stack as="ul" gap="2" fontSize="sm" listStyleType="none">
        {children}
      </Stack>
    </Box>
  );
}

/** One footer link: put a router link inside. */
export function FooterLink({ children }: { children: ReactNode }) {
  return (
    <li>
      <Link asChild color="cream.100" _hover={{ color: "gold.300" }}>
        {children}
      </Link>
    </li>
  );
}

export interface FooterProps {
  /** The newsletter sign-up band (the newsletter feature's, put in by the root route). */
  signup?: ReactNode;
  /** The links to the published pages (the pages feature's, put in by the root route). */
  pages?: ReactNode;
}

export function Footer({ signup, pages }: FooterProps) {
  return (
    <Box as="footer" bg="burgundy.950" color="cream.200" mt="auto" data-surface="dark">
      {signup}
      <Container maxW="7xl" py={{ base: "10", md: "14" }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: "8", lg: "10" }}>
          <Stack gap="3">
            <Wordmark tone="dark" />
            <Text fontSize="sm" color="cream.300" maxW="xs">
              {site.tagline}.
            </Text>
          </Stack>

          <Stack gap="2" fontSize="sm">
            <FooterHeading>Visit Us</FooterHeading>
            <Text as="address" fontStyle="normal" display="flex" gap="2">
              <MapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <span>
                {site.address.street}
                <br />
                {site.address.city}, {site.address.state} {site.address.zip}
              </span>
            </Text>
            <Link href={site.phoneHref} color="cream.100">
              <Phone size={16} aria-hidden /> {site.phone}
            </Link>
            <Link href={`mailto:${site.email}`} color="cream.100" wordBreak="break-all">
              <Mail size={16} aria-hidden /> {site.email}
            </Link>
            <Box pt="1">
              <DirectionsDialog
                trigger={
                  <Button
                    size="sm"
                    variant="outline"
                    color="cream.100"
                    borderColor="gold.500"
                    _hover={{ bg: "burgundy.900" }}
                  >
                    <Navigation aria-hidden /> Directions
                  </Button>
                }
              />
            </Box>
          </Stack>

          <Box>
            <FooterHeading>Tasting Room Hours</FooterHeading>
            <HoursTable tone="dark" showNotes />
          </Box>

          <Stack gap="8">
            <FooterNav heading="Explore" label="Footer">
              {footerLinks.map((item) => (
                <FooterLink key={item.to}>
                  <RouterLink to={item.to}>{item.label}</RouterLink>
                </FooterLink>
              ))}
            </FooterNav>
            {pages}
          </Stack>
        </SimpleGrid>
      </Container>
      <Box borderTopWidth="1px" borderColor="whiteAlpha.200">
        <Container maxW="7xl" py="4">
          <Text fontSize="xs" color="cream.400" textAlign={{ base: "center", md: "start" }}>
            © {new Date().getFullYear()} {site.name}. Estate wines since {site.established}. Please enjoy
            responsibly.
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
