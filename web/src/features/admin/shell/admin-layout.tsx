import { Box, Container, HStack, Link } from "@chakra-ui/react";
import { Outlet, Link as RouterLink } from "@tanstack/react-router";
import { liningFigures } from "../figures";
import { adminScreens } from "./admin-screens";

/** The admin area's frame: the navigation between its screens, then the screen itself. */
export function AdminLayout() {
  return (
    <>
      <Box bg="burgundy.900" color="cream.50" borderBottomWidth="3px" borderColor="gold.500">
        <Container maxW="7xl">
          <HStack as="nav" aria-label="Admin" gap="1" overflowX="auto" py="1.5">
            {adminScreens.map((screen) => (
              <Link
                asChild
                key={screen.to}
                px="3"
                py="2"
                borderRadius="md"
                fontWeight="medium"
                whiteSpace="nowrap"
                color="cream.100"
                textDecoration="none"
                _hover={{ bg: "burgundy.800", color: "white", textDecoration: "none" }}
                css={{
                  "&[data-status=active]": {
                    bg: "burgundy.700",
                    color: "white",
                    boxShadow: "inset 0 -2px 0 {colors.gold.400}",
                  },
                }}
              >
                <RouterLink
                  to={screen.to}
                  activeOptions={{ exact: screen.exact ?? false, includeSearch: false }}
                >
                  {screen.label}
                </RouterLink>
              </Link>
            ))}
          </HStack>
        </Container>
      </Box>
      {/* Order numbers and amounts in lining figures on every admin screen (features/admin/figures.ts). */}
      <Box {...liningFigures}>
        <Outlet />
      </Box>
    </>
  );
}
