import { Button, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  type ForumCategory,
  forumCategoryFormInput,
} from "contracts";
import { forumIconLabels, forumIcons } from "contracts/forum/labels";
import { tierOrder, tiers } from "contracts/membership/rules";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { TextareaField } from "../../../components/ui/textarea-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";

/** The form as typed: text boxes and selects hold text ("" is "everyone" for the tier). */
function formValues(category: ForumCategory | null) {
  return {
    name: category?.name ?? "",
    description: category?.description ?? "",
    icon: category?.icon ?? "message-circle",
    membershipTierRequired: category?.membershipTierRequired ?? "",
    sortOrder: String(category?.sortOrder ?? 0),
    isVisible: category?.isVisible ?? true,
  };
}

function CategoryForm({ category, onDone }: { category: ForumCategory | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.createForumCategory.mutationOptions());
  const update = useMutation(trpc.admin.updateForumCategory.mutationOptions());
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: formValues(category),
    schema: forumCategoryFormInput,
  });

  const save = handleSubmit(async (input) => {
    try {
      if (category) await update.mutateAsync({ ...input, id: category.id });
      else await create.mutateAsync(input);
      toast({
        title: category ? "Category updated" : "Category created",
        description: `${input.name} is saved.`,
      });
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.forumCategories.pathFilter()),
        queryClient.invalidateQueries(trpc.forum.pathFilter()),
      ]);
      onDone();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The category was not saved.",
        variant: "destructive",
      });
    }
  });

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={category ? "Edit category" : "New category"}
    >
      <Stack gap="4">
        <FormField control={control} name="name" label="Name" maxLength={CATEGORY_NAME_MAX} required />
        <TextareaField
          control={control}
          name="description"
          label="Description"
          rows={2}
          maxLength={CATEGORY_DESCRIPTION_MAX}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField control={control} name="icon" label="Icon">
            {forumIcons.map((icon) => (
              <option key={icon} value={icon}>
                {forumIconLabels[icon]}
              </option>
            ))}
          </SelectField>
          <SelectField
            control={control}
            name="membershipTierRequired"
            label="Who may read and post"
            helperText="Admins always can."
          >
            <option value="">Everyone</option>
            {tierOrder.map((tier) => (
              <option key={tier} value={tier}>
                {tiers[tier].name} members and up
              </option>
            ))}
          </SelectField>
          <FormField
            control={control}
            name="sortOrder"
            label="Order"
            type="number"
            min={0}
            max={999}
            helperText="Lower numbers come first."
          />
        </SimpleGrid>
        <CheckboxField control={control} name="isVisible" label="Visible on the forum" />
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="burgundy"
            loading={create.isPending || update.isPending}
            loadingText="Saving..."
          >
            {category ? "Save Changes" : "Create Category"}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function CategoryFormDialog({
  category,
  onClose,
}: {
  /** The category to edit, or null for a new one. */
  category: ForumCategory | null;
  onClose: () => void;
}) {
  return (
    <AppDialog
      title={category ? "Edit Category" : "New Category"}
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <CategoryForm category={category} onDone={onClose} />
    </AppDialog>
  );
}
