import { Button, Field, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import type { CartLine } from "contracts";
import { CUSTOM_MESSAGE_MAX } from "contracts/cart/rules";
import { MessageSquare } from "lucide-react";
import { type FormEvent, useState } from "react";
import { AppDialog } from "../../components/ui/dialog";
import { FormActions } from "../../components/ui/form-actions";
import { toast } from "../../components/ui/toast";
import { useRefreshCart } from "../../lib/cart";
import { trpc } from "../../lib/trpc";

function MessageForm({ line, name, onDone }: { line: CartLine; name: string; onDone: () => void }) {
  const current = line.customMessage ?? "";
  const [text, setText] = useState(current);
  const refreshCart = useRefreshCart();
  const customize = useMutation(trpc.cart.customize.mutationOptions());
  const trimmed = text.trim();
  const unchanged = trimmed === current;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unchanged) return;
    try {
      await customize.mutateAsync({ itemId: line.id, customMessage: trimmed === "" ? null : trimmed });
    } catch {
      toast({
        title: "Error",
        description: "Failed to save custom message. Please try again.",
        variant: "destructive",
      });
      return;
    }
    void refreshCart();
    toast(
      trimmed === ""
        ? { title: "Custom message removed", description: `${name} no longer carries a message.` }
        : { title: "Custom message added", description: `Your message will travel with ${name}.` },
    );
    onDone();
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="Gift message">
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Your message</Field.Label>
          <Textarea
            value={text}
            onChange={(event) => setText(event.target.value.slice(0, CUSTOM_MESSAGE_MAX))}
            maxLength={CUSTOM_MESSAGE_MAX}
            rows={5}
            bg="white"
            placeholder="Happy anniversary! Here's to many more years together."
            autoFocus
          />
          <Field.HelperText>
            {text.length}/{CUSTOM_MESSAGE_MAX} characters. We print it on a card tucked into the box.
          </Field.HelperText>
        </Field.Root>
        <FormActions
          submitLabel="Save Message"
          onCancel={onDone}
          disabled={unchanged}
          pending={customize.isPending}
        />
      </Stack>
    </form>
  );
}

/** The line's Message button and dialog; the form starts afresh every time it opens. */
export function MessageDialog({ line, name }: { line: CartLine; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <AppDialog
      title="Gift Message"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="xs" variant="outline" bg="white" aria-label={`Message: ${name}`}>
          <MessageSquare aria-hidden /> {line.customMessage ? "Edit Message" : "Message"}
        </Button>
      }
    >
      <Text color="fg.muted" mb="4">
        Add a personal note to {name}.
      </Text>
      <MessageForm line={line} name={name} onDone={() => setOpen(false)} />
    </AppDialog>
  );
}
