import {
  Badge,
  Box,
  Button,
  Checkbox,
  Code,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
} from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreatedWebhook,
  createWebhookInput,
  updateWebhookInput,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookDeliveryStatuses,
  webhookEventLabels,
  webhookEventTypes,
} from "contracts";
import { Webhook } from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { AppDialog } from "../../../components/ui/dialog";
import { LabeledSelect } from "../../../components/ui/labeled-select";
import { Pager, pageCount } from "../../../components/ui/pager";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { formatWhen } from "../mail-format";
import { CodeChecklist } from "./code-checklist";
import { SecretOnce } from "./secret-once";

const DELIVERIES_PAGE_SIZE = 10;

const deliveryPalette: Record<WebhookDeliveryStatus, string> = {
  pending: "orange",
  succeeded: "green",
  failed: "red",
};
const deliveryLabels: Record<WebhookDeliveryStatus, string> = {
  pending: "Pending",
  succeeded: "Delivered",
  failed: "Failed",
};

function endpointState(endpoint: WebhookEndpoint): { label: string; palette: string } {
  if (endpoint.disabledAt) return { label: "Disabled", palette: "red" };
  return endpoint.active ? { label: "Active", palette: "green" } : { label: "Paused", palette: "gray" };
}

function useInvalidateWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.admin.pathFilter());
}

/** The URL, the events and (when editing) the active switch of an endpoint. */
function EndpointForm({
  endpoint,
  onSaved,
}: {
  endpoint: WebhookEndpoint | null;
  onSaved: (made: CreatedWebhook | null) => void;
}) {
  const invalidate = useInvalidateWebhooks();
  const create = useMutation(trpc.admin.createWebhook.mutationOptions());
  const update = useMutation(trpc.admin.updateWebhook.mutationOptions());
  const [url, setUrl] = useState(endpoint?.url ?? "");
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? []);
  const [active, setActive] = useState(endpoint ? endpoint.active && !endpoint.disabledAt : true);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    try {
      if (endpoint) {
        const parsed = updateWebhookInput.safeParse({ id: endpoint.id, url, events, active });
        if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the form");
        setProblem(null);
        await update.mutateAsync(parsed.data);
        await invalidate();
        toast({ title: "Endpoint saved", description: parsed.data.url ?? endpoint.url });
        onSaved(null);
      } else {
        const parsed = createWebhookInput.safeParse({ url, events });
        if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the form");
        setProblem(null);
        const made = await create.mutateAsync(parsed.data);
        await invalidate();
        onSaved(made);
      }
    } catch (error) {
      setProblem(errorMessage(error) ?? "The endpoint was not saved. Please try again.");
    }
  };

  return (
    <form
      noValidate
      aria-label={endpoint ? "Edit endpoint" : "New endpoint"}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>URL</Field.Label>
          <Input
            type="url"
            value={url}
            placeholder="https://partner.example/webhooks/ridge-road"
            onChange={(event) => setUrl(event.target.value)}
          />
          <Field.HelperText>
            An https address on the internet: each event is POSTed there as JSON, signed.
          </Field.HelperText>
        </Field.Root>
        <CodeChecklist
          legend="Events"
          options={webhookEventTypes}
          labels={webhookEventLabels}
          chosen={events}
          onChange={setEvents}
        />
        {endpoint ? (
          <Checkbox.Root
            colorPalette="burgundy"
            checked={active}
            onCheckedChange={(details) => setActive(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Active (deliver events to this endpoint)</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        {problem ? (
          <Text color="red.700" role="alert">
            {problem}
          </Text>
        ) : null}
        <HStack justify="flex-end">
          <Button
            type="submit"
            colorPalette="burgundy"
            loading={create.isPending || update.isPending}
            loadingText="Saving..."
          >
            {endpoint ? "Save Changes" : "Add Endpoint"}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function EndpointDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const [made, setMade] = useState<CreatedWebhook | null>(null);
  return (
    <AppDialog
      title={endpoint ? "Edit endpoint" : made ? "Endpoint added" : "New webhook endpoint"}
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {made ? (
        <SecretOnce
          secret={made.secret}
          what="signing secret"
          use="The receiver checks each delivery's webhook-signature header with it (Standard Webhooks)."
          onDone={onClose}
        />
      ) : (
        <EndpointForm endpoint={endpoint} onSaved={(result) => (result ? setMade(result) : onClose())} />
      )}
    </AppDialog>
  );
}

function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const invalidate = useInvalidateWebhooks();
  const resend = useMutation(trpc.admin.resendWebhook.mutationOptions());
  const outcome =
    delivery.lastStatus !== null
      ? `HTTP ${delivery.lastStatus}`
      : delivery.lastError
        ? delivery.lastError
        : delivery.attempts === 0
          ? "Not tried yet"
          : "";
  return (
    <Box as="li" borderTopWidth="1px" borderColor="cream.200" py="2">
      <Flex justify="space-between" gap="3" align="flex-start" wrap="wrap">
        <Stack gap="0.5" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Code fontSize="xs">{delivery.type}</Code>
            <Badge colorPalette={deliveryPalette[delivery.status]} variant="subtle">
              {deliveryLabels[delivery.status]}
            </Badge>
          </HStack>
          <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
            {formatWhen(delivery.createdAt)} · {delivery.attempts} {delivery.attempts === 1 ? "try" : "tries"}
            {outcome ? ` · ${outcome}` : ""}
            {delivery.status === "pending" && delivery.nextAttemptAt
              ? ` · next try ${formatWhen(delivery.nextAttemptAt)}`
              : ""}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            Event <Code fontSize="2xs">{delivery.eventId}</Code>
          </Text>
        </Stack>
        {delivery.status !== "pending" ? (
          <Button
            size="xs"
            variant="outline"
            loading={resend.isPending}
            onClick={() =>
              void resend
                .mutateAsync({ id: endpointId, deliveryId: delivery.id })
                .then(async () => {
                  toast({ title: "Queued again", description: `${delivery.type} goes out within seconds.` });
                  await invalidate();
                })
                .catch((error: unknown) =>
                  toast({
                    title: "Error",
                    description: errorMessage(error) ?? "The delivery was not queued.",
                    variant: "destructive",
                  }),
                )
            }
          >
            Resend
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}

/** An endpoint's delivery log: newest first, by status, a page at a time; it follows the worker. */
function DeliveryLog({ endpointId }: { endpointId: string }) {
  const [status, setStatus] = useState<WebhookDeliveryStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const log = useQuery({
    ...trpc.admin.webhookDeliveries.queryOptions({
      id: endpointId,
      ...(status ? { status } : {}),
      page,
      pageSize: DELIVERIES_PAGE_SIZE,
    }),
    refetchInterval: 5_000,
    placeholderData: keepPreviousData,
  });
  const pages = log.data ? pageCount(log.data.total, DELIVERIES_PAGE_SIZE) : 1;
  let body: ReactNode;
  if (log.isPending) body = <SkeletonStack count={2} height="10" borderRadius="md" />;
  else if (log.isError)
    body = (
      <LoadError
        variant="inline"
        error={log.error}
        fallback="The delivery log could not be loaded."
        onRetry={() => void log.refetch()}
      />
    );
  else if (log.data.items.length === 0)
    body = (
      <Text fontSize="sm" color="fg.muted">
        {status
          ? "No deliveries with this status."
          : "No deliveries yet: send a test event to try the endpoint."}
      </Text>
    );
  else
    body = (
      <Stack gap="2">
        <Box as="ul" listStyleType="none" aria-label="Deliveries">
          {log.data.items.map((delivery) => (
            <DeliveryRow key={delivery.id} endpointId={endpointId} delivery={delivery} />
          ))}
        </Box>
        <Text fontSize="xs" color="fg.muted" role="status">
          {log.data.total} {log.data.total === 1 ? "delivery" : "deliveries"}
        </Text>
        <Pager page={page} pages={pages} onPage={setPage} label="Delivery pages" />
      </Stack>
    );
  return (
    <Stack gap="3" mt="3">
      <Box maxW="56">
        <LabeledSelect
          label="Deliveries"
          value={status ?? ""}
          onValueChange={(value) => {
            setStatus(webhookDeliveryStatuses.find((s) => s === value));
            setPage(1);
          }}
        >
          <option value="">All deliveries</option>
          {webhookDeliveryStatuses.map((s) => (
            <option key={s} value={s}>
              {deliveryLabels[s]}
            </option>
          ))}
        </LabeledSelect>
      </Box>
      {body}
    </Stack>
  );
}

function EndpointCard({ endpoint, onEdit }: { endpoint: WebhookEndpoint; onEdit: () => void }) {
  const invalidate = useInvalidateWebhooks();
  const test = useMutation(trpc.admin.testWebhook.mutationOptions());
  const remove = useMutation(trpc.admin.deleteWebhook.mutationOptions());
  const [showLog, setShowLog] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const state = endpointState(endpoint);
  return (
    <Box as="li" bg="white" borderRadius="lg" borderWidth="1px" borderColor="cream.300" p="4">
      <Stack gap="2">
        <Flex justify="space-between" gap="2" align="flex-start">
          <Text fontWeight="medium" overflowWrap="anywhere" minW="0">
            {endpoint.url}
          </Text>
          <Badge colorPalette={state.palette} variant="subtle" flexShrink={0}>
            {state.label}
          </Badge>
        </Flex>
        {endpoint.disabledAt ? (
          <Text fontSize="sm" color="red.700">
            Disabled {formatWhen(endpoint.disabledAt)}: {endpoint.disabledReason}. Edit it and tick Active to
            resume deliveries.
          </Text>
        ) : null}
        <Flex gap="1" wrap="wrap">
          {endpoint.events.map((type) => (
            <Code key={type} fontSize="xs">
              {type}
            </Code>
          ))}
        </Flex>
        <HStack gap="2" wrap="wrap">
          <Button
            size="xs"
            colorPalette="burgundy"
            loading={test.isPending}
            onClick={() =>
              void test
                .mutateAsync({ id: endpoint.id })
                .then(async () => {
                  toast({ title: "Test event queued", description: "A ping goes out within seconds." });
                  setShowLog(true);
                  await invalidate();
                })
                .catch((error: unknown) =>
                  toast({
                    title: "Error",
                    description: errorMessage(error) ?? "The test event was not queued.",
                    variant: "destructive",
                  }),
                )
            }
          >
            Send Test Event
          </Button>
          <Button size="xs" variant="outline" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
            {showLog ? "Hide Deliveries" : "Deliveries"}
          </Button>
          <Button size="xs" variant="outline" onClick={onEdit}>
            Edit
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </HStack>
        {showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}
      </Stack>
      <ConfirmDialog
        title="Delete this endpoint?"
        message={`${endpoint.url} gets no more events, and its delivery log goes with it.`}
        confirmLabel="Delete Endpoint"
        open={deleting}
        onOpenChange={setDeleting}
        isPending={remove.isPending}
        onConfirm={() =>
          void remove
            .mutateAsync({ id: endpoint.id })
            .then(async () => {
              toast({ title: "Endpoint deleted", description: endpoint.url });
              setDeleting(false);
              await invalidate();
            })
            .catch((error: unknown) =>
              toast({
                title: "Error",
                description: errorMessage(error) ?? "The endpoint was not deleted.",
                variant: "destructive",
              }),
            )
        }
      />
    </Box>
  );
}

/** Where the winery's events go: endpoints with their events, a test button and a delivery log each. */
export function WebhooksSection() {
  const endpoints = useQuery(trpc.admin.webhooks.queryOptions({}));
  const [editing, setEditing] = useState<WebhookEndpoint | "new" | null>(null);

  let body: ReactNode;
  if (endpoints.isPending) body = <SkeletonStack count={2} height="14" borderRadius="md" />;
  else if (endpoints.isError) {
    body = (
      <LoadError
        variant="inline"
        error={endpoints.error}
        fallback="The webhook endpoints could not be loaded."
        onRetry={() => void endpoints.refetch()}
      />
    );
  } else if (endpoints.data.length === 0) {
    body = (
      <EmptyState
        icon={<Webhook size={36} />}
        title="No webhook endpoints yet"
        description="Add a partner's address to tell it at once of new orders, refunds, members and bookings, instead of it asking again and again."
      />
    );
  } else {
    body = (
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Webhook endpoints">
        {endpoints.data.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} onEdit={() => setEditing(endpoint)} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="4" as="section" aria-labelledby="webhooks-heading">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" id="webhooks-heading" fontSize="2xl" color="burgundy.800">
          Webhooks
        </Heading>
        <Button colorPalette="burgundy" onClick={() => setEditing("new")}>
          Add Endpoint
        </Button>
      </Flex>
      <Text color="fg.muted">
        Each event is signed (Standard Webhooks) and retried for more than a day when the receiver does not
        answer; an endpoint failing for 3 days is disabled and the staff are e-mailed.
      </Text>
      {body}
      {editing ? (
        <EndpointDialog endpoint={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
