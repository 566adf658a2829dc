import { Button, Field, HStack, Input, Stack, Wrap } from "@chakra-ui/react";
import type { JournalFormInput } from "contracts";
import { JOURNAL_TAG_MAX, JOURNAL_TAGS_MAX } from "contracts/journal/labels";
import { addTag, tagProblem } from "contracts/journal/rules";
import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { type Control, useController } from "react-hook-form";
import type { JournalFormValues } from "./form-values";

/**
 * Tags, added with Enter or the Add button (blanks and repeats are ignored, docs/spec part 2 §5)
 * and removed by clicking them.
 */
export function TagInput({ control }: { control: Control<JournalFormValues, unknown, JournalFormInput> }) {
  const { field } = useController({ control, name: "tags" });
  const tags: readonly string[] = Array.isArray(field.value) ? field.value : [];
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  function add() {
    const next = addTag(tags, draft);
    setProblem(next === tags ? tagProblem(tags, draft) : null);
    if (next !== tags) field.onChange([...next]);
    if (next !== tags || draft.trim() === "") setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the tag instead of sending the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }

  return (
    <Stack gap="2">
      <Field.Root invalid={Boolean(problem)}>
        <Field.Label htmlFor={inputId}>Tags</Field.Label>
        <HStack gap="2" width="full">
          <Input
            id={inputId}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
            placeholder="riesling, patio, birthday"
            maxLength={JOURNAL_TAG_MAX + 10}
            bg="white"
            enterKeyHint="enter"
          />
          <Button type="button" variant="outline" bg="white" onClick={add} flexShrink={0}>
            <Plus aria-hidden /> Add
          </Button>
        </HStack>
        {problem ? (
          <Field.ErrorText>{problem}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            Press Enter or Add after each tag; click a tag to remove it (up to {JOURNAL_TAGS_MAX}).
          </Field.HelperText>
        )}
      </Field.Root>
      {tags.length > 0 ? (
        <Wrap as="ul" listStyleType="none" gap="1.5" aria-label="Tags added">
          {tags.map((tag) => (
            <li key={tag}>
              <Button
                type="button"
                size="xs"
                borderRadius="full"
                variant="subtle"
                colorPalette="gold"
                aria-label={`Remove tag ${tag}`}
                onClick={() => field.onChange(tags.filter((t) => t !== tag))}
              >
                #{tag} <X aria-hidden />
              </Button>
            </li>
          ))}
        </Wrap>
      ) : null}
    </Stack>
  );
}
