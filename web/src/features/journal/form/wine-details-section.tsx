import { Box, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { JournalFormInput, JournalWineChoice } from "contracts";
import { wineTypeLabels } from "contracts/wines/labels";
import type { Control } from "react-hook-form";
import { ImageWithFallback } from "../../../components/image-with-fallback";
import { LoadError } from "../../../components/load-error";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { FormSection } from "./form-section";
import type { JournalFormValues } from "./form-values";

function optionText(wine: JournalWineChoice): string {
  return `${wine.name} ${wine.vintage} (${wineTypeLabels[wine.type]})`;
}

/** The winemaker's own notes on the chosen wine, to read beside your own. */
function WinemakerNotes({ wine }: { wine: JournalWineChoice | undefined }) {
  if (!wine) {
    return (
      <Box bg="cream.100" borderRadius="lg" p="4" color="fg.muted" fontSize="sm">
        Choose a wine to read the winemaker's notes beside yours.
      </Box>
    );
  }
  return (
    <Stack as="aside" aria-label="Winemaker's notes" bg="cream.100" borderRadius="lg" p="4" gap="3">
      <HStack gap="3" align="flex-start">
        <ImageWithFallback
          src={wine.imageUrl}
          alt={`Bottle of ${wine.name}`}
          height="20"
          width="12"
          objectFit="contain"
          flexShrink={0}
        />
        <Stack gap="0.5">
          <Heading as="h3" size="sm" color="burgundy.800">
            {wine.name} {wine.vintage}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {wineTypeLabels[wine.type]}
            {wine.purchased ? " · You bought this wine" : ""}
          </Text>
        </Stack>
      </HStack>
      <Box>
        <Text
          fontSize="xs"
          textTransform="uppercase"
          letterSpacing="wider"
          color="gold.700"
          fontWeight="semibold"
        >
          Winemaker's notes
        </Text>
        <Text fontSize="sm">{wine.tastingNotes ?? "No notes from the winemaker for this wine."}</Text>
      </Box>
      {wine.pairingNotes ? (
        <Box>
          <Text
            fontSize="xs"
            textTransform="uppercase"
            letterSpacing="wider"
            color="gold.700"
            fontWeight="semibold"
          >
            Pairs with
          </Text>
          <Text fontSize="sm">{wine.pairingNotes}</Text>
        </Box>
      ) : null}
    </Stack>
  );
}

export interface WineDetailsSectionProps {
  control: Control<JournalFormValues, unknown, JournalFormInput>;
  wines: UseQueryResult<JournalWineChoice[], unknown>;
  chosen: JournalWineChoice | undefined;
  today: string;
}

/** Wine Details: which wine (your purchases first), when, where and why. */
export function WineDetailsSection({ control, wines, chosen, today }: WineDetailsSectionProps) {
  const list = wines.data ?? [];
  const bought = list.filter((wine) => wine.purchased);
  const others = list.filter((wine) => !wine.purchased);
  return (
    <FormSection id="wine-details" title="Wine Details">
      <Grid templateColumns={{ base: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="6" alignItems="start">
        <Stack gap="4">
          {wines.isError ? (
            <LoadError
              error={wines.error}
              fallback="The wines could not be loaded."
              onRetry={() => void wines.refetch()}
              variant="inline"
            />
          ) : (
            <SelectField
              control={control}
              name="wineId"
              label="Wine"
              required
              disabled={wines.isPending}
              helperText={bought.length > 0 ? "The wines you bought are listed first." : undefined}
            >
              <option value="">{wines.isPending ? "Loading wines..." : "Select a wine"}</option>
              {bought.length > 0 ? (
                <optgroup label="Wines you bought">
                  {bought.map((wine) => (
                    <option key={wine.id} value={wine.id}>
                      {optionText(wine)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              <optgroup label={bought.length > 0 ? "More from our cellar" : "From our cellar"}>
                {others.map((wine) => (
                  <option key={wine.id} value={wine.id}>
                    {optionText(wine)}
                  </option>
                ))}
              </optgroup>
            </SelectField>
          )}
          <FormField
            control={control}
            name="tastingDate"
            label="Tasting date"
            type="date"
            max={today}
            required
          />
          <FormField
            control={control}
            name="location"
            label="Location"
            placeholder="Ridge Road tasting room, home, a friend's dinner..."
            maxLength={200}
          />
          <FormField
            control={control}
            name="occasion"
            label="Occasion"
            placeholder="Anniversary, Tuesday night, harvest party..."
            maxLength={200}
          />
        </Stack>
        <WinemakerNotes wine={chosen} />
      </Grid>
    </FormSection>
  );
}
