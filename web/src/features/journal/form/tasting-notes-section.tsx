import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { JournalFormInput } from "contracts";
import {
  alcoholLevels,
  appearanceIntensities,
  aromaIntensities,
  bodies,
  clarities,
  colorsByType,
  developments,
  finishLengths,
  noseConditions,
  qualities,
  readinesses,
  structureLevels,
  sweetnesses,
} from "contracts/journal/labels";
import { type WineType, wineTypeLabels } from "contracts/wines/labels";
import type { ReactNode } from "react";
import type { Control } from "react-hook-form";
import { FormField } from "../../../components/ui/form-field";
import { ChipField } from "./chip-field";
import { FormSection } from "./form-section";
import type { JournalFormValues } from "./form-values";

type FormControl = Control<JournalFormValues, unknown, JournalFormInput>;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box borderTopWidth="1px" borderColor="cream.200" pt="4">
      <Heading as="h3" size="md" color="burgundy.700" mb="3">
        {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

export interface TastingNotesSectionProps {
  control: FormControl;
  /** The chosen wine's type decides the colors offered. */
  wineType: WineType | undefined;
}

/**
 * Tasting Notes, in the order of the WSET Systematic Approach: appearance, nose, palate, finish and
 * conclusion; one chip per line, every line optional.
 */
export function TastingNotesSection({ control, wineType }: TastingNotesSectionProps) {
  return (
    <FormSection
      id="tasting-notes"
      title="Tasting Notes"
      intro="Look, smell, taste, conclude: one choice per line, and skip whatever you did not notice."
    >
      <Part title="Appearance">
        <ChipField control={control} name="appearance.clarity" label="Clarity" options={clarities} />
        <ChipField
          control={control}
          name="appearance.intensity"
          label="Intensity"
          options={appearanceIntensities}
        />
        {wineType ? (
          <ChipField
            control={control}
            name="appearance.color"
            label={`Color (${wineTypeLabels[wineType].toLowerCase()} wine)`}
            options={colorsByType[wineType]}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Choose the wine first to see its colors.
          </Text>
        )}
      </Part>
      <Part title="Nose (Aroma)">
        <ChipField control={control} name="aroma.condition" label="Condition" options={noseConditions} />
        <ChipField control={control} name="aroma.intensity" label="Intensity" options={aromaIntensities} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField
            control={control}
            name="aroma.primary"
            label="Primary aromas"
            placeholder="green apple, violet, mint"
            helperText="From the grape: fruit, flowers, herbs"
          />
          <FormField
            control={control}
            name="aroma.secondary"
            label="Secondary aromas"
            placeholder="butter, toast, vanilla"
            helperText="From winemaking: oak, yeast, butter"
          />
          <FormField
            control={control}
            name="aroma.tertiary"
            label="Tertiary aromas"
            placeholder="honey, leather, dried fig"
            helperText="From age: in bottle or barrel"
          />
        </SimpleGrid>
        <ChipField control={control} name="aroma.development" label="Development" options={developments} />
      </Part>
      <Part title="Palate (Taste)">
        <ChipField control={control} name="taste.sweetness" label="Sweetness" options={sweetnesses} />
        <ChipField control={control} name="taste.acidity" label="Acidity" options={structureLevels} />
        <ChipField control={control} name="taste.tannin" label="Tannin" options={structureLevels} />
        <ChipField control={control} name="taste.body" label="Body" options={bodies} />
        <ChipField control={control} name="taste.alcohol" label="Alcohol" options={alcoholLevels} />
        <ChipField
          control={control}
          name="taste.flavorIntensity"
          label="Flavor intensity"
          options={aromaIntensities}
        />
        <FormField
          control={control}
          name="taste.flavor_notes"
          label="Flavor notes"
          placeholder="black cherry, cedar, a little pepper"
        />
      </Part>
      <Part title="Finish">
        <ChipField control={control} name="finish" label="Length" options={finishLengths} />
      </Part>
      <Part title="Conclusion">
        <ChipField control={control} name="conclusion.quality" label="Quality" options={qualities} />
        <ChipField
          control={control}
          name="conclusion.readiness"
          label="Readiness for drinking"
          options={readinesses}
        />
      </Part>
    </FormSection>
  );
}
