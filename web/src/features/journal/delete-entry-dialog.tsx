import { Button, HStack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { AppDialog } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { errorMessage, trpc } from "../../lib/trpc";

export interface DeleteEntryDialogProps {
  entryId: string;
  wineName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Delete this entry?": the note goes with its comments and likes; then back to the journal. */
export function DeleteEntryDialog({ entryId, wineName, open, onOpenChange }: DeleteEntryDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation(trpc.journal.remove.mutationOptions());
  async function confirm() {
    try {
      await remove.mutateAsync({ id: entryId });
      onOpenChange(false);
      // The lists first, so the journal opens without the entry; its own page's query goes after
      // leaving it, so it is not asked again for an entry that is gone.
      void queryClient.invalidateQueries(trpc.journal.mine.pathFilter());
      void queryClient.invalidateQueries(trpc.journal.public.pathFilter());
      await navigate({ to: "/journal" });
      queryClient.removeQueries(trpc.journal.byId.queryFilter({ id: entryId }));
      queryClient.removeQueries(trpc.journal.bySlug.pathFilter());
      toast({ title: "Entry deleted", description: `Your ${wineName} tasting note has been deleted.` });
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error) ?? "The entry could not be deleted.",
        variant: "destructive",
      });
    }
  }
  return (
    <AppDialog
      title="Delete this entry?"
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            colorPalette="red"
            loading={remove.isPending}
            loadingText="Deleting..."
            onClick={() => void confirm()}
          >
            Delete Entry
          </Button>
        </HStack>
      }
    >
      <Text>
        Your {wineName} tasting note, its photos, comments and likes will be gone for good. This cannot be
        undone.
      </Text>
    </AppDialog>
  );
}
