import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../components/load-error";
import { NotFoundPage } from "../../components/not-found-page";
import { SkeletonStack } from "../../components/skeleton-stack";
import { useDocumentMeta } from "../../lib/document-title";
import { trpc } from "../../lib/trpc";
import { PageBody } from "./page-body";

/** /pages/{slug}: a page the staff keep (shipping, privacy, terms, FAQ...), its meta in the head. */
export function SitePage({ slug }: { slug: string }) {
  const page = useQuery({ ...trpc.pages.bySlug.queryOptions({ slug }), retry: false });
  useDocumentMeta(
    page.data
      ? { title: page.data.metaTitle ?? page.data.title, description: page.data.metaDescription }
      : null,
  );
  if (page.isError && page.error.data?.code === "NOT_FOUND") return <NotFoundPage />;
  return (
    <Container maxW="3xl" py={{ base: "8", md: "14" }}>
      {page.isPending ? (
        <SkeletonStack count={4} height="8" />
      ) : page.isError ? (
        <LoadError
          variant="inline"
          error={page.error}
          fallback="This page could not be loaded."
          onRetry={() => void page.refetch()}
        />
      ) : (
        <Stack gap="4">
          <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} color="burgundy.800">
            {page.data.title}
          </Heading>
          {page.data.isPublished ? null : (
            <Text color="orange.700">Unpublished: only admins see this page.</Text>
          )}
          <PageBody text={page.data.content} />
        </Stack>
      )}
    </Container>
  );
}
