import { Box, Container } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";
import { PageBody } from "./page-body";

/**
 * The intro the staff write for the about, visit and contact pages (Pages tab on /admin). Nothing
 * shows while it loads, when it is unpublished or when it cannot be read: the page stands without it.
 */
export function PageIntro({ slug }: { slug: "about" | "visit" | "contact" }) {
  const page = useQuery({ ...trpc.pages.bySlug.queryOptions({ slug }), retry: false });
  if (!page.data) return null;
  return (
    <Container maxW="7xl" pt={{ base: "10", md: "12" }}>
      <Box maxW="3xl" mx="auto" fontSize="lg" data-testid={`page-intro-${slug}`}>
        <PageBody text={page.data.content} />
      </Box>
    </Container>
  );
}
