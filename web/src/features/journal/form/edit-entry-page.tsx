import { Button, Container, Spinner, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { Lock } from "lucide-react";
import { EmptyState } from "../../../components/empty-state";
import { LoadError } from "../../../components/load-error";
import { trpc } from "../../../lib/trpc";
import { JournalFormPage } from "./journal-form-page";

/** The edit form of one of your entries; anyone else's is "not found", as the api says. */
export function EditEntryPage({ id }: { id: string }) {
  const query = useQuery(trpc.journal.byId.queryOptions({ id }));
  if (query.isPending) {
    return (
      <Stack align="center" py="24">
        <Spinner size="lg" color="burgundy.700" aria-label="Loading the entry" />
      </Stack>
    );
  }
  const missing =
    (query.isError && query.error instanceof TRPCClientError && query.error.data?.code === "NOT_FOUND") ||
    (query.isSuccess && !query.data.isOwner);
  if (missing) {
    return (
      <Container maxW="3xl" py="16">
        <EmptyState
          icon={<Lock size={40} />}
          headingAs="h1"
          title="Journal entry not found"
          description="Only the person who wrote an entry can edit it."
          action={
            <Button asChild colorPalette="burgundy">
              <RouterLink to="/journal">Back to Journal</RouterLink>
            </Button>
          }
        />
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container maxW="3xl" py="16">
        <LoadError
          error={query.error}
          fallback="The entry could not be loaded."
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  // Keyed by the entry's version: a save elsewhere starts the form again from what was saved.
  return <JournalFormPage key={query.data.updatedAt} entry={query.data} />;
}
