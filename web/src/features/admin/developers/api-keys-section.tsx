import {
  Badge,
  Box,
  Button,
  Code,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ApiKey,
  type ApiScope,
  apiScopeLabels,
  apiScopes,
  type CreatedApiKey,
  createApiKeyInput,
  dayBounds,
} from "contracts";
import { KeyRound } from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { AppDialog } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast";
import { errorMessage, trpc } from "../../../lib/trpc";
import { formatWhen } from "../mail-format";
import { CodeChecklist } from "./code-checklist";
import { SecretOnce } from "./secret-once";

type KeyState = "active" | "revoked" | "expired";

function stateOf(key: ApiKey, now: number): KeyState {
  if (key.revokedAt) return "revoked";
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return "expired";
  return "active";
}

const statePalette: Record<KeyState, string> = { active: "green", revoked: "red", expired: "gray" };
const stateLabels: Record<KeyState, string> = { active: "Active", revoked: "Revoked", expired: "Expired" };

function lastUse(key: ApiKey): string {
  return key.lastUsedAt
    ? `${formatWhen(key.lastUsedAt)} from ${key.lastUsedIp ?? "an unknown address"}`
    : "Never used";
}

function KeyForm({ onMade }: { onMade: (key: CreatedApiKey) => void }) {
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.createApiKey.mutationOptions());
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [expires, setExpires] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const input = {
      name,
      scopes,
      // A date means "through that day" in the winery's time (New York).
      ...(expires ? { expiresAt: dayBounds(expires).end.toISOString() } : {}),
    };
    const parsed = createApiKeyInput.safeParse(input);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the form");
      return;
    }
    setProblem(null);
    try {
      const made = await create.mutateAsync(parsed.data);
      await queryClient.invalidateQueries(trpc.admin.apiKeys.pathFilter());
      onMade(made);
    } catch (error) {
      setProblem(errorMessage(error) ?? "The key was not made. Please try again.");
    }
  };

  return (
    <form
      noValidate
      aria-label="New API key"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Name</Field.Label>
          <Input
            value={name}
            maxLength={80}
            placeholder="e.g. Fulfilment (ShipWell)"
            onChange={(event) => setName(event.target.value)}
          />
          <Field.HelperText>Who uses it: the name shows on orders the key changes.</Field.HelperText>
        </Field.Root>
        <CodeChecklist
          legend="Scopes"
          options={apiScopes}
          labels={apiScopeLabels}
          chosen={scopes}
          onChange={setScopes}
        />
        <Field.Root>
          <Field.Label>Expires (optional)</Field.Label>
          <Input type="date" value={expires} onChange={(event) => setExpires(event.target.value)} />
          <Field.HelperText>
            The key works through that day (Eastern Time). Empty: until it is revoked.
          </Field.HelperText>
        </Field.Root>
        {problem ? (
          <Text color="red.700" role="alert">
            {problem}
          </Text>
        ) : null}
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="burgundy" loading={create.isPending} loadingText="Making...">
            Make Key
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function NewKeyDialog({ onClose }: { onClose: () => void }) {
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  return (
    <AppDialog
      title={made ? `Key for ${made.name}` : "New API key"}
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {made ? (
        <SecretOnce
          secret={made.secret}
          what="API key"
          use="Send it as Authorization: Bearer <key> to /api."
          onDone={onClose}
        />
      ) : (
        <KeyForm onMade={setMade} />
      )}
    </AppDialog>
  );
}

function RevokeButton({ apiKey }: { apiKey: ApiKey }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const revoke = useMutation(trpc.admin.revokeApiKey.mutationOptions());
  return (
    <>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Revoke
      </Button>
      <ConfirmDialog
        title={`Revoke ${apiKey.name}?`}
        message={`The key ending ${apiKey.last4} stops working at once: its next request is refused. This cannot be undone; make a new key if it is needed again.`}
        confirmLabel="Revoke Key"
        open={open}
        onOpenChange={setOpen}
        isPending={revoke.isPending}
        onConfirm={() =>
          void revoke
            .mutateAsync({ id: apiKey.id })
            .then(async () => {
              toast({
                title: "Key revoked",
                description: `${apiKey.name} (…${apiKey.last4}) no longer works.`,
              });
              await queryClient.invalidateQueries(trpc.admin.apiKeys.pathFilter());
              setOpen(false);
            })
            .catch((error: unknown) =>
              toast({
                title: "Error",
                description: errorMessage(error) ?? "The key was not revoked.",
                variant: "destructive",
              }),
            )
        }
      />
    </>
  );
}

function ScopeList({ scopes }: { scopes: ApiScope[] }) {
  return (
    <Flex gap="1" wrap="wrap">
      {scopes.map((scope) => (
        <Code key={scope} fontSize="xs">
          {scope}
        </Code>
      ))}
    </Flex>
  );
}

function KeyRows({ keys }: { keys: ApiKey[] }) {
  const now = Date.now();
  return (
    <>
      <Box
        display={{ base: "none", md: "block" }}
        bg="white"
        borderRadius="xl"
        borderWidth="1px"
        borderColor="cream.300"
        overflowX="auto"
      >
        <Table.Root size="sm" aria-label="API keys">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Key</Table.ColumnHeader>
              <Table.ColumnHeader>Scopes</Table.ColumnHeader>
              <Table.ColumnHeader>Last used</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {keys.map((key) => {
              const state = stateOf(key, now);
              return (
                <Table.Row key={key.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{key.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      Made {formatWhen(key.createdAt)}
                      {key.expiresAt ? ` · expires ${formatWhen(key.expiresAt)}` : ""}
                    </Text>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <Code>rr_…{key.last4}</Code>
                  </Table.Cell>
                  <Table.Cell>
                    <ScopeList scopes={key.scopes} />
                  </Table.Cell>
                  <Table.Cell fontSize="sm">{lastUse(key)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={statePalette[state]} variant="subtle">
                      {stateLabels[state]}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {state === "active" ? <RevokeButton apiKey={key} /> : null}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack
        as="ul"
        listStyleType="none"
        gap="3"
        display={{ base: "flex", md: "none" }}
        aria-label="API keys"
      >
        {keys.map((key) => {
          const state = stateOf(key, now);
          return (
            <Box
              as="li"
              key={key.id}
              bg="white"
              borderRadius="lg"
              borderWidth="1px"
              borderColor="cream.300"
              p="4"
            >
              <Stack gap="2">
                <Flex justify="space-between" gap="2" align="flex-start">
                  <Text fontWeight="medium" minW="0" overflowWrap="anywhere">
                    {key.name} <Code fontSize="xs">rr_…{key.last4}</Code>
                  </Text>
                  <Badge colorPalette={statePalette[state]} variant="subtle" flexShrink={0}>
                    {stateLabels[state]}
                  </Badge>
                </Flex>
                <ScopeList scopes={key.scopes} />
                <Text fontSize="xs" color="fg.muted">
                  {lastUse(key)}
                </Text>
                {state === "active" ? (
                  <Box>
                    <RevokeButton apiKey={key} />
                  </Box>
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </>
  );
}

/** The API keys partners' servers use: made here (the secret shown once), listed, revoked. */
export function ApiKeysSection() {
  const keys = useQuery(trpc.admin.apiKeys.queryOptions({}));
  const [making, setMaking] = useState(false);

  let body: ReactNode;
  if (keys.isPending) body = <SkeletonStack count={2} height="14" borderRadius="md" />;
  else if (keys.isError) {
    body = (
      <LoadError
        variant="inline"
        error={keys.error}
        fallback="The API keys could not be loaded."
        onRetry={() => void keys.refetch()}
      />
    );
  } else if (keys.data.length === 0) {
    body = (
      <EmptyState
        icon={<KeyRound size={36} />}
        title="No API keys yet"
        description="Make one for each system that works with the shop: it can do only what its scopes allow."
      />
    );
  } else body = <KeyRows keys={keys.data} />;

  return (
    <Stack gap="4" as="section" aria-labelledby="api-keys-heading">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" id="api-keys-heading" fontSize="2xl" color="burgundy.800">
          API keys
        </Heading>
        <Button colorPalette="burgundy" onClick={() => setMaking(true)}>
          New API Key
        </Button>
      </Flex>
      {body}
      {making ? <NewKeyDialog onClose={() => setMaking(false)} /> : null}
    </Stack>
  );
}
