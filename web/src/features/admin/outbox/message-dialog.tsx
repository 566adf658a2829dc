import { Badge, Box, Button, Grid, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OutboxMessage } from "contracts";
import { outboxKindLabels, outboxStatusLabels } from "contracts/mail/labels";
import { Paperclip, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { AppDialog } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { EmailFrame } from "../email-frame";
import { liningFigures } from "../figures";
import { formatWhen } from "../mail-format";
import { outboxStatusPalette } from "./status";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm" wordBreak="break-word">
        {children}
      </Box>
    </>
  );
}

function Message({ message }: { message: OutboxMessage }) {
  const queryClient = useQueryClient();
  const retry = useMutation(trpc.admin.retryOutboxMessage.mutationOptions());
  const canRetry = message.status === "failed" || message.status === "unsent";

  async function sendAgain() {
    try {
      await retry.mutateAsync({ id: message.id });
      toast({ title: "Queued again", description: `The e-mail to ${message.to} will be sent in a moment.` });
    } catch (error) {
      toast({
        title: "Not queued",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    }
    await queryClient.invalidateQueries(trpc.admin.outbox.pathFilter());
    await queryClient.invalidateQueries(trpc.admin.outboxMessage.pathFilter());
  }

  return (
    <Stack gap="4">
      <Grid
        templateColumns="7rem 1fr"
        columnGap="3"
        rowGap="1.5"
        bg="white"
        borderRadius="lg"
        p="4"
        borderWidth="1px"
        borderColor="cream.300"
      >
        <Fact label="To">{message.to}</Fact>
        <Fact label="Subject">{message.subject}</Fact>
        <Fact label="Kind">{outboxKindLabels[message.kind]}</Fact>
        <Fact label="Status">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={outboxStatusPalette[message.status]} variant="subtle">
              {outboxStatusLabels[message.status]}
            </Badge>
            <Text as="span" color="fg.muted">
              {message.attempts} {message.attempts === 1 ? "try" : "tries"}
              {message.sentAt ? ` · sent ${formatWhen(message.sentAt)}` : ""}
              {message.nextAttemptAt ? ` · next try ${formatWhen(message.nextAttemptAt)}` : ""}
            </Text>
          </HStack>
        </Fact>
        <Fact label="Written">{formatWhen(message.createdAt)}</Fact>
        {message.error ? <Fact label="Problem">{message.error}</Fact> : null}
        {Object.entries(message.headers).map(([name, value]) => (
          <Fact key={name} label={name}>
            <Text as="span" fontFamily="mono" fontSize="xs">
              {value}
            </Text>
          </Fact>
        ))}
        {message.attachments.length > 0 ? (
          <Fact label="Attached">
            {message.attachments.map((a) => (
              <HStack key={a.filename} gap="1">
                <Paperclip size={14} aria-hidden /> {a.filename}{" "}
                <Text as="span" color="fg.muted">
                  ({a.contentType.split(";")[0]})
                </Text>
              </HStack>
            ))}
          </Fact>
        ) : null}
      </Grid>
      {canRetry ? (
        <Button
          alignSelf="flex-start"
          size="sm"
          colorPalette="burgundy"
          onClick={() => void sendAgain()}
          loading={retry.isPending}
        >
          <RotateCcw aria-hidden /> Send again
        </Button>
      ) : null}
      <Tabs.Root defaultValue="html" variant="line" colorPalette="burgundy" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="html">As the customer sees it</Tabs.Trigger>
          <Tabs.Trigger value="text">Plain text</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="html" pt="3">
          <EmailFrame title={`E-mail: ${message.subject}`} html={message.html} />
        </Tabs.Content>
        <Tabs.Content value="text" pt="3">
          <Box
            as="pre"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            fontSize="sm"
            bg="white"
            borderRadius="lg"
            p="4"
            borderWidth="1px"
            borderColor="cream.300"
            fontFamily="mono"
          >
            {message.text}
          </Box>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/** One e-mail of the outbox: its envelope, its status, and the message as it was written. */
export function MessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const message = useQuery({
    ...trpc.admin.outboxMessage.queryOptions({ id: id ?? "" }),
    enabled: id !== null,
  });
  return (
    <AppDialog
      title="E-mail"
      size="xl"
      open={id !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      {message.isPending ? (
        <SkeletonStack count={3} height="20" borderRadius="md" />
      ) : message.isError ? (
        <LoadError
          variant="section"
          error={message.error}
          fallback="This e-mail could not be loaded."
          onRetry={() => void message.refetch()}
        />
      ) : (
        <Box {...liningFigures}>
          <Message message={message.data} />
        </Box>
      )}
    </AppDialog>
  );
}
