import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Page, pageFormInput } from "contracts";
import { ExternalLink, Pencil } from "lucide-react";
import { useState } from "react";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";
import { PageBody } from "../../pages";

/** Where a page shows: the intros are the top of their own screens, the rest live under /pages. */
function addressOf(slug: string): string {
  return ["about", "visit", "contact"].includes(slug) ? `/${slug}` : `/pages/${slug}`;
}

function PageForm({ page, onDone }: { page: Page; onDone: () => void }) {
  const queryClient = useQueryClient();
  const update = useMutation(trpc.admin.updatePage.mutationOptions());
  const { control, handleSubmit, watch } = useSchemaForm({
    defaultValues: {
      title: page.title,
      content: page.content,
      metaTitle: page.metaTitle ?? "",
      metaDescription: page.metaDescription ?? "",
      isPublished: page.isPublished,
    },
    schema: pageFormInput,
  });
  const save = handleSubmit(async (input) => {
    try {
      await update.mutateAsync({ ...input, slug: page.slug });
      toast({ title: "Page saved", description: `${input.title} is updated on the site.` });
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.pages.pathFilter()),
        queryClient.invalidateQueries(trpc.pages.pathFilter()),
      ]);
      onDone();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The page was not saved.",
        variant: "destructive",
      });
    }
  });
  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Edit page">
      <Stack gap="4">
        <FormField control={control} name="title" label="Title" required maxLength={120} />
        <Tabs.Root defaultValue="write" variant="enclosed" size="sm" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="write">Write</Tabs.Trigger>
            <Tabs.Trigger value="preview">Preview</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="write">
            <TextareaField control={control} name="content" label="Content (Markdown)" required rows={12} />
            <Text fontSize="xs" color="fg.muted" mt="1">
              **bold**, *italic*, ## headings, - lists and [links](https://...). HTML shows as text.
            </Text>
          </Tabs.Content>
          <Tabs.Content value="preview">
            <Box borderWidth="1px" borderRadius="md" p="4" bg="white" minH="40" aria-label="Preview">
              <PageBody text={watch("content")} />
            </Box>
          </Tabs.Content>
        </Tabs.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            control={control}
            name="metaTitle"
            label="Meta title"
            maxLength={70}
            helperText="The browser tab and search results."
          />
          <FormField
            control={control}
            name="metaDescription"
            label="Meta description"
            maxLength={160}
            helperText="The line search results and link previews show."
          />
        </SimpleGrid>
        <CheckboxField control={control} name="isPublished" label="Published" />
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="burgundy" loading={update.isPending} loadingText="Saving...">
            Save Page
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** /admin's Pages tab: the site's editable pages, in Markdown. */
export function PagesTab() {
  const query = useQuery(trpc.admin.pages.queryOptions());
  const [editing, setEditing] = useState<Page | null>(null);
  if (query.isPending) return <SkeletonStack count={4} height="16" borderRadius="xl" />;
  if (query.isError) {
    return (
      <LoadError
        variant="inline"
        error={query.error}
        fallback="The pages could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        The about, visit and contact intros sit at the top of those screens; the other pages are linked from
        the footer.
      </Text>
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Pages">
        {query.data.map((page) => (
          <Card.Root as="li" key={page.slug} bg="white" borderRadius="xl" size="sm">
            <Card.Body>
              <Flex
                gap="3"
                align={{ base: "flex-start", md: "center" }}
                direction={{ base: "column", md: "row" }}
              >
                <Stack gap="1" flex="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Heading as="h3" size="sm" color="burgundy.800">
                      {page.title}
                    </Heading>
                    <Badge size="sm" colorPalette={page.isPublished ? "green" : "gray"} variant="solid">
                      {page.isPublished ? "Published" : "Draft"}
                    </Badge>
                  </HStack>
                  <Text fontSize="xs" color="fg.muted">
                    {addressOf(page.slug)} · updated{" "}
                    {new Date(page.updatedAt).toLocaleDateString("en-US", { dateStyle: "medium" })}
                  </Text>
                </Stack>
                <HStack gap="2">
                  <Link href={addressOf(page.slug)} target="_blank" fontSize="sm" color="burgundy.700">
                    View <ExternalLink size={14} aria-hidden />
                  </Link>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setEditing(page)}
                    aria-label={`Edit ${page.title}`}
                  >
                    <Pencil aria-hidden /> Edit
                  </Button>
                </HStack>
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      {editing ? (
        <AppDialog
          title={`Edit ${editing.title}`}
          open
          size="xl"
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        >
          <PageForm page={editing} onDone={() => setEditing(null)} />
        </AppDialog>
      ) : null}
    </Stack>
  );
}
