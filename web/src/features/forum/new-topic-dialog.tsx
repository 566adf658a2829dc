import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createTopicInput, type ForumCategory, TOPIC_CONTENT_MAX, TOPIC_TITLE_MAX } from "contracts";
import { AppDialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select-field";
import { TextareaField } from "../../components/ui/textarea-field";
import { toast } from "../../components/ui/toast";
import { useSchemaForm } from "../../lib/forms";
import { errorMessage, trpc } from "../../lib/trpc";
import { MarkdownHint } from "./markdown-hint";

export interface NewTopicDialogProps {
  categories: ForumCategory[];
  /** The category being browsed, chosen to begin with. */
  defaultCategory: string | undefined;
  onClose: () => void;
  /** The topic was posted: the page opens it. */
  onPosted: (topicId: string) => void;
}

/**
 * The New Topic dialog (signed-in readers): category, title and post, checked with the api's own
 * schema ("Incomplete form: Please fill in all fields."). Only categories the author may post in are
 * offered.
 */
export function NewTopicDialog({ categories, defaultCategory, onClose, onPosted }: NewTopicDialogProps) {
  const queryClient = useQueryClient();
  const create = useMutation(trpc.forum.createTopic.mutationOptions());
  const open = categories.filter((category) => !category.locked);
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: { categoryId: defaultCategory ?? "", title: "", content: "" },
    schema: createTopicInput,
  });

  const post = handleSubmit(async (input) => {
    try {
      const topic = await create.mutateAsync(input);
      await queryClient.invalidateQueries(trpc.forum.pathFilter());
      toast({ title: "Topic posted", description: "Thanks for starting the conversation!" });
      onPosted(topic.id);
    } catch (error) {
      toast({
        title: "Could not post your topic",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
  });

  return (
    <AppDialog
      title="New Topic"
      open
      size="lg"
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <form onSubmit={(event) => void post(event)} noValidate aria-label="New topic">
        <Stack gap="4">
          <SelectField control={control} name="categoryId" label="Category" required>
            <option value="">Choose a category</option>
            {open.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <FormField control={control} name="title" label="Title" maxLength={TOPIC_TITLE_MAX} required />
          <TextareaField
            control={control}
            name="content"
            label="Your post"
            rows={8}
            maxLength={TOPIC_CONTENT_MAX}
            required
          />
          <MarkdownHint />
          <Text fontSize="xs" color="fg.muted">
            Be kind and stay on topic: posts are public, and moderators remove what breaks the forum's
            guidelines.
          </Text>
          <HStack justify="flex-end" gap="2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="burgundy" loading={create.isPending} loadingText="Posting...">
              Post Topic
            </Button>
          </HStack>
        </Stack>
      </form>
    </AppDialog>
  );
}
