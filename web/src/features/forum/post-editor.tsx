import { Button, HStack, Stack } from "@chakra-ui/react";
import { REPLY_MAX, TOPIC_CONTENT_MAX, TOPIC_TITLE_MAX, updateReplyInput, updateTopicInput } from "contracts";
import { FormField } from "../../components/ui/form-field";
import { TextareaField } from "../../components/ui/textarea-field";
import { useSchemaForm } from "../../lib/forms";
import { MarkdownHint } from "./markdown-hint";

interface EditorButtonsProps {
  onCancel: () => void;
  isSaving: boolean;
}

function EditorButtons({ onCancel, isSaving }: EditorButtonsProps) {
  return (
    <HStack justify="flex-end" gap="2">
      <Button size="sm" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button size="sm" type="submit" colorPalette="burgundy" loading={isSaving} loadingText="Saving...">
        Save Changes
      </Button>
    </HStack>
  );
}

/** Editing a topic in place: its title and post, checked with the api's schema. */
export function TopicEditor({
  id,
  title,
  content,
  onSave,
  onCancel,
  isSaving,
}: {
  id: string;
  title: string;
  content: string;
  onSave: (changes: { title: string; content: string }) => void;
  onCancel: () => void;
  isSaving: boolean;
}) {
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: { title, content },
    schema: updateTopicInput,
    toInput: (values) => ({ id, ...values }),
  });
  const save = handleSubmit((input) =>
    onSave({ title: input.title ?? title, content: input.content ?? content }),
  );
  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Edit topic">
      <Stack gap="3">
        <FormField control={control} name="title" label="Title" maxLength={TOPIC_TITLE_MAX} required />
        <TextareaField
          control={control}
          name="content"
          label="Post"
          rows={8}
          maxLength={TOPIC_CONTENT_MAX}
          required
        />
        <MarkdownHint />
        <EditorButtons onCancel={onCancel} isSaving={isSaving} />
      </Stack>
    </form>
  );
}

/** Editing a reply in place. */
export function ReplyEditor({
  id,
  content,
  onSave,
  onCancel,
  isSaving,
}: {
  id: string;
  content: string;
  onSave: (content: string) => void;
  onCancel: () => void;
  isSaving: boolean;
}) {
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: { content },
    schema: updateReplyInput,
    toInput: (values) => ({ id, ...values }),
  });
  const save = handleSubmit((input) => onSave(input.content ?? content));
  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Edit reply">
      <Stack gap="3">
        <TextareaField
          control={control}
          name="content"
          label="Reply"
          rows={5}
          maxLength={REPLY_MAX}
          required
        />
        <EditorButtons onCancel={onCancel} isSaving={isSaving} />
      </Stack>
    </form>
  );
}
