import { Button, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AdminUser, updateUserInput } from "contracts";
import { tierOrder, tiers } from "contracts/membership/rules";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { AppDialog } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { SelectField } from "../../../components/ui/select-field";
import { toast } from "../../../components/ui/toast";
import { useSchemaForm } from "../../../lib/forms";
import { errorMessage, trpc } from "../../../lib/trpc";

function formValues(member: AdminUser & { address?: string | null }) {
  return {
    id: member.id,
    username: member.username,
    email: member.email,
    firstName: member.firstName ?? "",
    lastName: member.lastName ?? "",
    role: member.role,
    membershipTier: member.membershipTier ?? "",
    isActive: member.isActive,
    phone: member.phone ?? "",
    address: member.address ?? "",
    newPassword: "",
  };
}
type MemberValues = ReturnType<typeof formValues>;

function toInput(values: MemberValues) {
  const { newPassword, address, ...rest } = values;
  return {
    ...rest,
    membershipTier: values.membershipTier === "" ? null : values.membershipTier,
    // Only what the dialog shows for this member is sent; a blank password keeps the old one.
    ...(address.trim() === "" ? { address: null } : { address }),
    ...(newPassword === "" ? {} : { newPassword }),
  };
}

/** The edit user dialog (docs/spec part 2 §2.16), saved for real. */
export function EditMemberDialog({
  member,
  onClose,
}: {
  member: AdminUser & { address?: string | null };
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const update = useMutation(trpc.admin.updateUser.mutationOptions());
  const { control, handleSubmit } = useSchemaForm({
    defaultValues: formValues(member),
    schema: updateUserInput,
    toInput,
  });
  const save = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      const tierChanged = (input.membershipTier ?? null) !== member.membershipTier;
      toast({
        title: "Member updated",
        description: tierChanged
          ? input.membershipTier
            ? `${input.username ?? member.username} now has a complimentary ${tiers[input.membershipTier].name} membership.`
            : `${input.username ?? member.username}'s membership has ended.`
          : `${input.username ?? member.username} is saved.`,
      });
      await Promise.all([
        queryClient.invalidateQueries(trpc.admin.users.pathFilter()),
        queryClient.invalidateQueries(trpc.admin.memberStats.pathFilter()),
        queryClient.invalidateQueries(trpc.admin.user.pathFilter()),
        queryClient.invalidateQueries(trpc.auth.me.pathFilter()),
      ]);
      onClose();
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The member was not saved.",
        variant: "destructive",
      });
    }
  });
  return (
    <AppDialog
      title={`Edit ${member.username}`}
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <form onSubmit={(event) => void save(event)} noValidate aria-label="Edit member">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField control={control} name="username" label="Username" required />
            <FormField control={control} name="email" label="E-mail" type="email" required />
            <FormField control={control} name="firstName" label="First name" />
            <FormField control={control} name="lastName" label="Last name" />
            <SelectField control={control} name="role" label="Role">
              <option value="customer">Customer</option>
              <option value="admin">Admin</option>
            </SelectField>
            <SelectField
              control={control}
              name="membershipTier"
              label="Membership tier"
              helperText="A tier given here is complimentary: never charged."
            >
              <option value="">No membership</option>
              {tierOrder.map((tier) => (
                <option key={tier} value={tier}>
                  {tiers[tier].name}
                </option>
              ))}
            </SelectField>
            <FormField control={control} name="phone" label="Phone" type="tel" />
            <FormField control={control} name="address" label="Address" />
            <FormField
              control={control}
              name="newPassword"
              label="New password"
              type="password"
              autoComplete="new-password"
              helperText="Leave empty to keep the current one."
            />
          </SimpleGrid>
          <CheckboxField
            control={control}
            name="isActive"
            label="Account enabled (disabling signs the person out everywhere)"
          />
          <HStack justify="flex-end" gap="2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="burgundy" loading={update.isPending} loadingText="Saving...">
              Save Changes
            </Button>
          </HStack>
        </Stack>
      </form>
    </AppDialog>
  );
}
