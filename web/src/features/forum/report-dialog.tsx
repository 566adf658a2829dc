import { Button, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { REPORT_REASON_MAX, reportInput, reportReasons } from "contracts";
import { AppDialog } from "../../components/ui/dialog";
import { TextareaField } from "../../components/ui/textarea-field";
import { toast } from "../../components/ui/toast";
import { useSchemaForm } from "../../lib/forms";
import { errorMessage, trpc } from "../../lib/trpc";

export interface ReportTarget {
  topicId?: string;
  replyId?: string;
  /** "this topic" or "this reply", for the dialog's words. */
  label: string;
}

/** Tells the moderators what is wrong with a post: a ready reason or the reader's own words. */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const report = useMutation(trpc.forum.report.mutationOptions());
  const { control, handleSubmit, setValue } = useSchemaForm({
    defaultValues: { reason: "" },
    schema: reportInput,
    toInput: (values) => ({ topicId: target.topicId, replyId: target.replyId, ...values }),
  });
  const send = handleSubmit(async (input) => {
    try {
      await report.mutateAsync(input);
      toast({ title: "Thanks for letting us know", description: "A moderator will look at it soon." });
      onClose();
    } catch (error) {
      toast({
        title: "The report was not sent",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
  });
  return (
    <AppDialog
      title="Report a post"
      open
      size="sm"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <form onSubmit={(event) => void send(event)} noValidate aria-label="Report">
        <Stack gap="4">
          <Text color="fg.muted">
            What is wrong with {target.label}? Only the forum's moderators see reports.
          </Text>
          <Wrap gap="2" role="group" aria-label="Common reasons">
            {reportReasons.map((reason) => (
              <Button
                key={reason}
                size="xs"
                variant="outline"
                borderRadius="full"
                bg="white"
                onClick={() => setValue("reason", reason)}
              >
                {reason}
              </Button>
            ))}
          </Wrap>
          <TextareaField
            control={control}
            name="reason"
            label="Reason"
            rows={3}
            maxLength={REPORT_REASON_MAX}
            required
          />
          <HStack justify="flex-end" gap="2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="burgundy" loading={report.isPending} loadingText="Sending...">
              Send Report
            </Button>
          </HStack>
        </Stack>
      </form>
    </AppDialog>
  );
}
