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
import { createPageInput, isFixedPage, type Page, pageAddress, suggestPageSlug } from "contracts";
import { ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";
import { PageBody } from "../../pages";
import { formatDay } from "../dates";

/** After any change: the tab's list, the public pages and the footer's links read again. */
function useRefreshPages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.pages.pathFilter()),
      queryClient.invalidateQueries(trpc.pages.pathFilter()),
    ]);
}

/** Edits a page, or adds one when `page` is null (then with its address, suggested from the title). */
function PageForm({ page, onDone }: { page: Page | null; onDone: () => void }) {
  const refresh = useRefreshPages();
  const update = useMutation(trpc.admin.updatePage.mutationOptions());
  const create = useMutation(trpc.admin.createPage.mutationOptions());
  const { control, handleSubmit, watch, setValue, getFieldState, setError } = useSchemaForm({
    defaultValues: {
      slug: page?.slug ?? "",
      title: page?.title ?? "",
      content: page?.content ?? "",
      metaTitle: page?.metaTitle ?? "",
      metaDescription: page?.metaDescription ?? "",
      isPublished: page?.isPublished ?? true,
    },
    // One schema for both: an edited page keeps its address, which the rule always took.
    schema: createPageInput,
    clearOnChange: true,
  });
  const save = handleSubmit(async (input) => {
    try {
      if (page) {
        await update.mutateAsync({ ...input, slug: page.slug });
        toast({ title: "Page saved", description: `${input.title} is updated on the site.` });
      } else {
        const created = await create.mutateAsync(input);
        toast({
          title: "Page added",
          description: created.isPublished
            ? `${created.title} is at ${pageAddress(created.slug)} and in the footer.`
            : `${created.title} is saved as a draft: only admins see it.`,
        });
      }
      await refresh();
      onDone();
    } catch (error) {
      const message = errorMessage(error);
      // A taken address is the address field's problem: say it there.
      if (!page && message?.startsWith("There is already a page")) {
        setError("slug", { message });
        return;
      }
      toast({
        title: "Error",
        description: message ?? "The page was not saved.",
        variant: "destructive",
      });
    }
  });
  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={page ? "Edit page" : "New page"}>
      <Stack gap="4">
        <FormField
          control={control}
          name="title"
          label="Title"
          required
          maxLength={120}
          onValueChange={(title) => {
            // The address follows the title until the person writes one of their own.
            if (!page && !getFieldState("slug").isDirty) setValue("slug", suggestPageSlug(title));
          }}
        />
        {page ? null : (
          <FormField
            control={control}
            name="slug"
            label="Address"
            required
            maxLength={60}
            autoComplete="off"
            helperText={`Lowercase letters, digits and hyphens: the page opens at /pages/${watch("slug") || "your-address"}.`}
          />
        )}
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
          <Button
            type="submit"
            colorPalette="burgundy"
            loading={update.isPending || create.isPending}
            loadingText="Saving..."
          >
            {page ? "Save Page" : "Add Page"}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** /admin's Pages tab: the site's pages, in Markdown; staff add pages and delete the ones they added. */
export function PagesTab() {
  const query = useQuery(trpc.admin.pages.queryOptions());
  const [editing, setEditing] = useState<Page | "new" | null>(null);
  const [deleting, setDeleting] = useState<Page | null>(null);
  const refresh = useRefreshPages();
  const remove = useMutation(trpc.admin.deletePage.mutationOptions());
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ slug: deleting.slug });
      toast({ title: "Page deleted", description: `${deleting.title} is no longer on the site.` });
      setDeleting(null);
      await refresh();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The page was not deleted.",
        variant: "destructive",
      });
    }
  };
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
      <Flex
        gap="3"
        justify="space-between"
        align={{ base: "stretch", sm: "flex-start" }}
        direction={{ base: "column", sm: "row" }}
      >
        <Text color="fg.muted" fontSize="sm" maxW="3xl">
          The about, visit and contact intros sit at the top of those screens; every other published page is
          linked from the footer. The seven built-in pages can be edited or unpublished, not deleted: the
          site's own screens link to them.
        </Text>
        <Button colorPalette="burgundy" size="sm" onClick={() => setEditing("new")} flexShrink={0}>
          <Plus aria-hidden /> New page
        </Button>
      </Flex>
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
                    {pageAddress(page.slug)} · updated {formatDay(page.updatedAt)}
                    {isFixedPage(page.slug) ? " · built in: unpublish it to hide it" : null}
                  </Text>
                </Stack>
                <HStack gap="2" wrap="wrap">
                  <Link href={pageAddress(page.slug)} target="_blank" fontSize="sm" color="burgundy.700">
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
                  {isFixedPage(page.slug) ? null : (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setDeleting(page)}
                      aria-label={`Delete ${page.title}`}
                    >
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  )}
                </HStack>
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      {editing ? (
        <AppDialog
          title={editing === "new" ? "New page" : `Edit ${editing.title}`}
          open
          size="xl"
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        >
          <PageForm page={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        </AppDialog>
      ) : null}
      <ConfirmDialog
        title={deleting ? `Delete "${deleting.title}"?` : "Delete page?"}
        message={
          deleting
            ? `"${deleting.title}" at ${pageAddress(deleting.slug)} will be removed from the site and the footer. This cannot be undone.`
            : ""
        }
        confirmLabel="Delete page"
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
      />
    </Stack>
  );
}
