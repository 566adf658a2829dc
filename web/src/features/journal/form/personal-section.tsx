import { SimpleGrid } from "@chakra-ui/react";
import type { JournalFormInput } from "contracts";
import {
  JOURNAL_LINE_MAX,
  JOURNAL_RATING_MAX,
  JOURNAL_RATING_MIN,
  JOURNAL_TEXT_MAX,
} from "contracts/journal/labels";
import type { Control } from "react-hook-form";
import { FormField } from "../../../components/ui/form-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { ChipField } from "./chip-field";
import { FormSection } from "./form-section";
import type { JournalFormValues } from "./form-values";
import { TagInput } from "./tag-input";

const ratings = Array.from({ length: JOURNAL_RATING_MAX - JOURNAL_RATING_MIN + 1 }, (_, i) =>
  String(JOURNAL_RATING_MIN + i),
);

/** Personal Notes & Context: your score, your words, and the evening around the glass. */
export function PersonalSection({
  control,
}: {
  control: Control<JournalFormValues, unknown, JournalFormInput>;
}) {
  return (
    <FormSection id="personal-notes" title="Personal Notes & Context">
      <ChipField
        control={control}
        name="personalRating"
        label={`Your rating (${JOURNAL_RATING_MIN} to ${JOURNAL_RATING_MAX})`}
        options={ratings}
        optionLabel={(option) => option}
      />
      <TextareaField
        control={control}
        name="personalNotes"
        label="Notes"
        rows={4}
        maxLength={JOURNAL_TEXT_MAX}
        placeholder="What stood out? Would you buy it again?"
      />
      <TextareaField
        control={control}
        name="pairingNotes"
        label="Food pairing"
        rows={2}
        maxLength={JOURNAL_TEXT_MAX}
        placeholder="Lake Erie perch with lemon butter"
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField
          control={control}
          name="wineCondition"
          label="Wine condition"
          placeholder="Chilled, decanted 1 hour"
          maxLength={JOURNAL_LINE_MAX}
        />
        <FormField
          control={control}
          name="weatherCondition"
          label="Weather"
          placeholder="Warm evening, lake breeze"
          maxLength={JOURNAL_LINE_MAX}
        />
        <FormField
          control={control}
          name="companionNotes"
          label="Companions"
          placeholder="With Dana and Lee"
          maxLength={JOURNAL_LINE_MAX}
        />
      </SimpleGrid>
      <TagInput control={control} />
    </FormSection>
  );
}
