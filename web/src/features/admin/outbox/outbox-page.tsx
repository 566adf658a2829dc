import { Badge, Box, Button, Flex, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { OutboxItem } from "contracts";
import {
  type OutboxKind,
  type OutboxStatus,
  outboxKindLabels,
  outboxKinds,
  outboxStatuses,
  outboxStatusLabels,
} from "contracts/mail/labels";
import { Inbox, MailWarning } from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { LoadError } from "../../../components/load-error";
import { SearchBox } from "../../../components/search-box";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { LabeledSelect } from "../../../components/ui/labeled-select";
import { pageCount } from "../../../components/ui/pager";
import { useDocumentTitle } from "../../../lib/document-title";
import { trpc } from "../../../lib/trpc";
import { formatWhen } from "../mail-format";
import type { OutboxSearch } from "../routing/outbox-search";
import { AdminScreen } from "../shell/admin-screen";
import { MessageDialog } from "./message-dialog";
import { outboxStatusPalette } from "./status";

const PAGE_SIZE = 25;

function StatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <Badge colorPalette={outboxStatusPalette[status]} variant="subtle">
      {outboxStatusLabels[status]}
    </Badge>
  );
}

function Filters({ search, onChange }: { search: OutboxSearch; onChange: (next: OutboxSearch) => void }) {
  return (
    <Flex gap="3" direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }} wrap="wrap">
      <Box minW={{ md: "44" }}>
        <LabeledSelect
          label="Status"
          value={search.status ?? ""}
          onValueChange={(value) =>
            onChange({ ...search, status: outboxStatuses.find((s) => s === value), page: undefined })
          }
        >
          <option value="">All statuses</option>
          {outboxStatuses.map((status) => (
            <option key={status} value={status}>
              {outboxStatusLabels[status]}
            </option>
          ))}
        </LabeledSelect>
      </Box>
      <Box minW={{ md: "56" }}>
        <LabeledSelect
          label="Kind"
          value={search.kind ?? ""}
          onValueChange={(value) =>
            onChange({ ...search, kind: outboxKinds.find((k) => k === value), page: undefined })
          }
        >
          <option value="">All kinds</option>
          {outboxKinds.map((kind) => (
            <option key={kind} value={kind}>
              {outboxKindLabels[kind]}
            </option>
          ))}
        </LabeledSelect>
      </Box>
      <SearchBox
        value={search.to ?? ""}
        onSearch={(text) => onChange({ ...search, to: text || undefined, page: undefined })}
        label="Recipient"
        placeholder="Search by recipient e-mail..."
        delay="submit"
        button
      />
    </Flex>
  );
}

function MessageRows({ items, onOpen }: { items: OutboxItem[]; onOpen: (id: string) => void }) {
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
        <Table.Root size="sm" interactive aria-label="E-mails">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Created</Table.ColumnHeader>
              <Table.ColumnHeader>To</Table.ColumnHeader>
              <Table.ColumnHeader>Subject</Table.ColumnHeader>
              <Table.ColumnHeader>Kind</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Tries</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item.id}>
                <Table.Cell whiteSpace="nowrap">{formatWhen(item.createdAt)}</Table.Cell>
                <Table.Cell wordBreak="break-all">{item.to}</Table.Cell>
                <Table.Cell>
                  <Button
                    variant="plain"
                    size="sm"
                    px="0"
                    h="auto"
                    color="burgundy.700"
                    textAlign="start"
                    whiteSpace="normal"
                    onClick={() => onOpen(item.id)}
                  >
                    {item.subject}
                  </Button>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{outboxKindLabels[item.kind]}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={item.status} />
                </Table.Cell>
                <Table.Cell textAlign="end">{item.attempts}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack as="ul" listStyleType="none" gap="3" display={{ base: "flex", md: "none" }} aria-label="E-mails">
        {items.map((item) => (
          <Box
            as="li"
            key={item.id}
            bg="white"
            borderRadius="lg"
            borderWidth="1px"
            borderColor="cream.300"
            p="4"
          >
            {/* The subject wraps within the card (a flex child would keep its one-line width and push
                the page sideways on a phone); the status keeps its own width. */}
            <Flex justify="space-between" gap="2" align="flex-start">
              <Button
                variant="plain"
                size="sm"
                px="0"
                h="auto"
                minW="0"
                flex="1"
                justifyContent="flex-start"
                color="burgundy.700"
                textAlign="start"
                whiteSpace="normal"
                overflowWrap="anywhere"
                onClick={() => onOpen(item.id)}
              >
                {item.subject}
              </Button>
              <Box flexShrink={0}>
                <StatusBadge status={item.status} />
              </Box>
            </Flex>
            <Text fontSize="sm" wordBreak="break-all">
              {item.to}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {outboxKindLabels[item.kind]} · {formatWhen(item.createdAt)} · {item.attempts}{" "}
              {item.attempts === 1 ? "try" : "tries"}
            </Text>
          </Box>
        ))}
      </Stack>
    </>
  );
}

/** /admin/outbox: every e-mail the site wrote, its status and tries, and each one as it looks. */
export function OutboxPage({
  search,
  onSearch,
}: {
  search: OutboxSearch;
  onSearch: (next: OutboxSearch) => void;
}) {
  useDocumentTitle("E-mail Outbox");
  const [openId, setOpenId] = useState<string | null>(null);
  const page = search.page ?? 1;
  const list = useQuery({
    ...trpc.admin.outbox.queryOptions({
      ...(search.status ? { status: search.status } : {}),
      ...(search.kind ? { kind: search.kind as OutboxKind } : {}),
      ...(search.to ? { to: search.to } : {}),
      page,
      pageSize: PAGE_SIZE,
    }),
    // The worker changes statuses every few seconds: this screen follows along.
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? pageCount(list.data.total, PAGE_SIZE) : 1;
  const filtered = Boolean(search.status || search.kind || search.to);

  let body: ReactNode;
  if (list.isPending) body = <SkeletonStack count={5} height="12" borderRadius="md" />;
  else if (list.isError) {
    body = (
      <LoadError
        variant="inline"
        error={list.error}
        fallback="The outbox could not be loaded."
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<Inbox size={40} />}
        title={filtered ? "No e-mails match" : "No e-mails yet"}
        description={
          filtered
            ? "Try another status, kind or recipient."
            : "Receipts, booking confirmations and every other message will show here once they are written."
        }
      />
    );
  } else {
    body = (
      <Stack gap="4">
        <MessageRows items={list.data.items} onOpen={setOpenId} />
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" role="status">
            {list.data.total} {list.data.total === 1 ? "e-mail" : "e-mails"} · page {page} of {pages}
          </Text>
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              disabled={page <= 1}
              onClick={() => onSearch({ ...search, page: page - 1 })}
            >
              Previous
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={page >= pages}
              onClick={() => onSearch({ ...search, page: page + 1 })}
            >
              Next
            </Button>
          </HStack>
        </Flex>
      </Stack>
    );
  }

  return (
    <AdminScreen
      title="E-mail Outbox"
      intro="Every e-mail the site writes: receipts, shipping notices, booking confirmations, password resets, newsletters and messages from the staff. Open one to see it as the customer does."
    >
      {list.data && !list.data.smtpConfigured ? (
        <Flex
          gap="3"
          bg="gold.50"
          borderWidth="1px"
          borderColor="gold.300"
          borderRadius="lg"
          p="4"
          role="note"
        >
          <Box color="gold.700" pt="0.5" aria-hidden>
            <MailWarning size={22} />
          </Box>
          <Box>
            <Text fontWeight="semibold" color="burgundy.900">
              E-mail is not being sent
            </Text>
            <Text fontSize="sm" color="burgundy.900">
              No SMTP server is configured (SMTP_URL), so messages stay here marked "Not sent". Set SMTP_URL
              and MAIL_FROM to deliver them; a message kept here can then be sent again from its window.
            </Text>
          </Box>
        </Flex>
      ) : null}
      <Filters key={search.to ?? ""} search={search} onChange={onSearch} />
      {body}
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </AdminScreen>
  );
}
