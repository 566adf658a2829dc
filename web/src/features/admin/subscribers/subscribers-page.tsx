import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Subscription } from "contracts";
import {
  type SubscriptionStatus,
  subscriptionStatuses,
  subscriptionStatusLabels,
} from "contracts/newsletter/labels";
import { CalendarPlus, Download, MailOpen, Search, Trash2, Users, Zap } from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { LoadError } from "../../../components/load-error";
import { SearchBox } from "../../../components/search-box";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { LabeledSelect } from "../../../components/ui/labeled-select";
import { pageCount } from "../../../components/ui/pager";
import { toast } from "../../../components/ui/toast";
import { useDocumentTitle } from "../../../lib/document-title";
import { errorMessage, trpc } from "../../../lib/trpc";
import { formatWhen, timeAgo } from "../mail-format";
import type { SubscribersSearch } from "../routing/subscribers-search";
import { AdminScreen } from "../shell/admin-screen";
import { useExportCsv } from "./export";
import { NewsletterComposer } from "./newsletter-composer";

const PAGE_SIZE = 25;

const palette: Record<SubscriptionStatus, string> = {
  active: "green",
  pending: "yellow",
  unsubscribed: "gray",
};

function StatCard({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint: string;
  icon: ReactNode;
}) {
  return (
    <Flex
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
      p="5"
      gap="4"
      align="flex-start"
    >
      <Box color="burgundy.600" bg="burgundy.50" borderRadius="full" p="2.5" aria-hidden>
        {icon}
      </Box>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="bold" color="burgundy.900" lineHeight="1.1">
          {value}
        </Text>
        <Text fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      </Box>
    </Flex>
  );
}

function name(s: Subscription): string {
  return [s.firstName, s.lastName].filter(Boolean).join(" ") || "—";
}

function Rows({
  rows,
  now,
  onDelete,
}: {
  rows: Subscription[];
  now: number;
  onDelete: (s: Subscription) => void;
}) {
  const remove = (s: Subscription) => (
    <IconButton
      aria-label={`Delete the subscription of ${s.email}`}
      size="sm"
      variant="ghost"
      colorPalette="red"
      onClick={() => onDelete(s)}
    >
      <Trash2 />
    </IconButton>
  );
  const status = (s: Subscription) => (
    <Badge colorPalette={palette[s.status]} variant="subtle">
      {subscriptionStatusLabels[s.status]}
    </Badge>
  );
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
        <Table.Root size="sm" aria-label="Subscribers">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Subscribed</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Box as="span" srOnly>
                  Actions
                </Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell>{name(s)}</Table.Cell>
                <Table.Cell wordBreak="break-all">{s.email}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <time dateTime={s.subscriptionDate} title={formatWhen(s.subscriptionDate)}>
                    {timeAgo(s.subscriptionDate, now)}
                  </time>
                </Table.Cell>
                <Table.Cell>{status(s)}</Table.Cell>
                <Table.Cell textAlign="end">{remove(s)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack
        as="ul"
        listStyleType="none"
        gap="3"
        display={{ base: "flex", md: "none" }}
        aria-label="Subscribers"
      >
        {rows.map((s) => (
          <Flex
            as="li"
            key={s.id}
            bg="white"
            borderRadius="lg"
            borderWidth="1px"
            borderColor="cream.300"
            p="4"
            gap="3"
            justify="space-between"
          >
            <Box minW="0">
              <Text fontWeight="semibold" wordBreak="break-all">
                {s.email}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {name(s)} · {timeAgo(s.subscriptionDate, now)}
              </Text>
              <Box mt="1">{status(s)}</Box>
            </Box>
            {remove(s)}
          </Flex>
        ))}
      </Stack>
    </>
  );
}

/** /admin/email-subscriptions: the newsletter's subscribers, their counts, and writing an issue. */
export function SubscribersPage({
  search,
  onSearch,
}: {
  search: SubscribersSearch;
  onSearch: (next: SubscribersSearch) => void;
}) {
  useDocumentTitle("Email Subscribers");
  const queryClient = useQueryClient();
  const [now] = useState(() => Date.now());
  const [deleting, setDeleting] = useState<Subscription | null>(null);
  const page = search.page ?? 1;
  const stats = useQuery(trpc.newsletter.stats.queryOptions());
  const list = useQuery({
    ...trpc.newsletter.list.queryOptions({
      ...(search.search ? { search: search.search } : {}),
      ...(search.status ? { status: search.status } : {}),
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(trpc.newsletter.remove.mutationOptions());
  const exportCsv = useExportCsv();
  const total = stats.data?.total ?? 0;
  const filtered = Boolean(search.search || search.status);
  const filteredTotal = filtered ? undefined : total;
  const pages = filteredTotal !== undefined ? pageCount(filteredTotal, PAGE_SIZE) : undefined;
  const hasNext = pages !== undefined ? page < pages : (list.data?.length ?? 0) === PAGE_SIZE;

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast({ title: "Subscription Deleted", description: "Email subscription has been removed." });
    } catch (error) {
      toast({
        title: "Delete Failed",
        description: errorMessage(error) ?? "Failed to delete subscription.",
        variant: "destructive",
      });
    }
    setDeleting(null);
    await queryClient.invalidateQueries(trpc.newsletter.pathFilter());
  }

  let body: ReactNode;
  if (list.isPending) body = <SkeletonStack count={5} height="12" borderRadius="md" />;
  else if (list.isError) {
    body = (
      <LoadError
        variant="inline"
        error={list.error}
        fallback="The subscribers could not be loaded."
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<Search size={40} />}
        title="No subscribers match"
        description="Try another name, address or status."
      />
    ) : (
      <EmptyState
        icon={<MailOpen size={40} />}
        title="No Subscribers Yet"
        description="Sign-ups from the footer of every page and from /newsletter show here once they arrive."
      />
    );
  } else {
    body = (
      <Stack gap="4">
        <Rows rows={list.data} now={now} onDelete={setDeleting} />
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            Page {page}
            {pages ? ` of ${pages}` : ""}
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
              disabled={!hasNext}
              onClick={() => onSearch({ ...search, page: page + 1 })}
            >
              Next
            </Button>
          </HStack>
        </Flex>
      </Stack>
    );
  }

  const active = stats.data?.active ?? 0;
  return (
    <AdminScreen
      title="Email Subscribers"
      intro="Everyone who signed up for the newsletter. An address receives issues once its owner follows the confirmation link."
      aside={
        <HStack gap="3" wrap="wrap">
          <Badge colorPalette="gold" variant="solid" size="lg" data-testid="active-subscribers">
            {stats.data ? `${active} Active ${active === 1 ? "Subscriber" : "Subscribers"}` : "…"}
          </Badge>
          <NewsletterComposer active={active} />
        </HStack>
      }
    >
      {stats.isError ? (
        <LoadError
          variant="inline"
          error={stats.error}
          fallback="The counts could not be loaded."
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <StatCard
            label="Total Subscribers"
            value={stats.data?.total ?? "–"}
            hint={
              stats.data
                ? `${stats.data.pending} awaiting confirmation · ${stats.data.unsubscribed} unsubscribed`
                : " "
            }
            icon={<Users />}
          />
          <StatCard
            label="This Month"
            value={stats.data?.thisMonth ?? "–"}
            hint="Signed up since the 1st"
            icon={<CalendarPlus />}
          />
          <StatCard
            label="Recent Activity"
            value={stats.data?.lastSevenDays ?? "–"}
            hint="Signed up in the past 7 days"
            icon={<Zap />}
          />
        </SimpleGrid>
      )}
      <Flex gap="3" direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }}>
        <SearchBox
          value={search.search ?? ""}
          onSearch={(text) => onSearch({ ...search, search: text || undefined, page: undefined })}
          label="Search by name or e-mail"
          placeholder="Search by name or e-mail..."
          delay="submit"
          button
        />
        <Box minW={{ md: "52" }}>
          <LabeledSelect
            label="Status"
            value={search.status ?? ""}
            onValueChange={(value) =>
              onSearch({ ...search, status: subscriptionStatuses.find((s) => s === value), page: undefined })
            }
          >
            <option value="">All subscribers</option>
            {subscriptionStatuses.map((s) => (
              <option key={s} value={s}>
                {subscriptionStatusLabels[s]}
              </option>
            ))}
          </LabeledSelect>
        </Box>
        <Button
          variant="outline"
          onClick={() => void exportCsv.run(search)}
          loading={exportCsv.running}
          disabled={total === 0}
        >
          <Download aria-hidden /> Export CSV
        </Button>
      </Flex>
      {body}
      <ConfirmDialog
        title={deleting ? `Delete the subscription of ${deleting.email}?` : "Delete subscription"}
        message="The address gets no more newsletters and leaves this list. This cannot be undone."
        confirmLabel="Delete"
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
      />
    </AdminScreen>
  );
}
