import { Button, Container, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import { type JournalEntryDetail, journalFormInput } from "contracts";
import { colorsByType, type WineColor } from "contracts/journal/labels";
import { businessDate } from "contracts/time";
import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { PageHeader } from "../../../components/page-header";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { toast } from "../../../components/ui/toast";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";
import { invalidateEntries } from "../journal-cache";
import { FormSection } from "./form-section";
import { entryValues, newEntryValues } from "./form-values";
import { PersonalSection } from "./personal-section";
import { PhotoPicker } from "./photo-picker";
import { TastingNotesSection } from "./tasting-notes-section";
import { WineDetailsSection } from "./wine-details-section";

export interface JournalFormPageProps {
  /** The entry being edited; a new one without. */
  entry?: JournalEntryDetail | undefined;
  /** The wine a new entry is about, when the page was opened for one (`?wine=`). */
  initialWineId?: string | undefined;
}

/** "New Tasting Journal Entry" (and its edit twin): the structured note, then save. */
export function JournalFormPage({ entry, initialWineId }: JournalFormPageProps) {
  const title = entry ? "Edit Tasting Journal Entry" : "New Tasting Journal Entry";
  useDocumentTitle(title);
  const [today] = useState(() => businessDate(new Date()));
  const { control, handleSubmit, getValues, setValue } = useSchemaForm({
    defaultValues: entry ? entryValues(entry) : newEntryValues(today, initialWineId),
    schema: journalFormInput,
    clearOnChange: true,
  });
  const wines = useQuery(trpc.journal.wines.queryOptions());
  // Only the wine re-renders the whole form (its colors, its notes); a chip re-renders itself.
  const wineId = useWatch({ control, name: "wineId" });
  const chosen = wines.data?.find((wine) => wine.id === wineId);
  const [uploading, setUploading] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(trpc.journal.create.mutationOptions());
  const update = useMutation(trpc.journal.update.mutationOptions());

  // A red wine has no "lemon-green": a color chosen for another type of wine is cleared.
  const chosenType = chosen?.type;
  useEffect(() => {
    if (!chosenType) return;
    const color = getValues("appearance.color");
    if (color && !colorsByType[chosenType].includes(color as WineColor)) setValue("appearance.color", "");
  }, [chosenType, getValues, setValue]);

  const backTo = entry
    ? { to: "/journal/$id" as const, params: { id: entry.id } }
    : { to: "/journal" as const };

  const save = handleSubmit(
    async (input) => {
      try {
        if (entry) {
          await update.mutateAsync({ ...input, id: entry.id });
          void invalidateEntries(queryClient);
          toast({ title: "Journal Updated", description: "Your tasting note has been saved." });
          await navigate({ to: "/journal/$id", params: { id: entry.id } });
        } else {
          await create.mutateAsync(input);
          void invalidateEntries(queryClient);
          toast({ title: "Journal Created", description: "Your tasting note is in My Journal." });
          await navigate({ to: "/journal" });
        }
      } catch (error) {
        toast({
          title: "Error",
          description:
            errorMessage(error) ??
            (entry ? "Failed to update journal entry." : "Failed to create journal entry."),
          variant: "destructive",
        });
      }
    },
    () => {
      // The first field with a message (the wine, the date) comes into view and takes focus.
      requestAnimationFrame(() => document.querySelector<HTMLElement>("form [aria-invalid='true']")?.focus());
    },
  );

  return (
    <>
      <PageHeader eyebrow="Wine Tasting Journal" title={title}>
        <Text>Only the wine and the date are required: note as much or as little as you tasted.</Text>
      </PageHeader>
      <Container maxW="5xl" py={{ base: "6", md: "10" }}>
        <Stack gap="6">
          <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
            <RouterLink to="/journal">
              <ArrowLeft aria-hidden /> Back to Journal
            </RouterLink>
          </Button>
          <form onSubmit={(event) => void save(event)} noValidate aria-label={title}>
            <Stack gap="6">
              <WineDetailsSection control={control} wines={wines} chosen={chosen} today={today} />
              <TastingNotesSection control={control} wineType={chosen?.type} />
              <PersonalSection control={control} />
              <FormSection id="photos" title="Photos" intro="The label, the glass, the table: up to four.">
                <PhotoPicker control={control} onUploadingChange={setUploading} />
              </FormSection>
              <FormSection id="sharing" title="Sharing Options">
                <CheckboxField control={control} name="isPublic" label="Make this entry public" />
                <Text fontSize="sm" color="fg.muted" mt="-2">
                  Public entries appear in the Community journal, get a share link anyone can open (no account
                  needed), and take likes and comments. Private entries are yours alone.
                </Text>
              </FormSection>
              <HStack justify="flex-end" gap="3" wrap="wrap">
                <Button asChild variant="outline" bg="white">
                  <RouterLink {...backTo}>Cancel</RouterLink>
                </Button>
                <Button
                  type="submit"
                  colorPalette="burgundy"
                  loading={create.isPending || update.isPending}
                  loadingText="Saving..."
                  disabled={uploading}
                >
                  {uploading ? "Uploading photos..." : "Save Journal Entry"}
                </Button>
              </HStack>
            </Stack>
          </form>
        </Stack>
      </Container>
    </>
  );
}
