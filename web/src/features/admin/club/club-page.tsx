import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ClubFigures, ClubRun } from "contracts";
import { membershipStatusLabel, membershipStatusLabels } from "contracts/membership/labels";
import { tiers } from "contracts/membership/rules";
import { formatUsd } from "contracts/money";
import { PlayCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { LoadError } from "../../../components/load-error";
import { SearchBox } from "../../../components/search-box";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { useDocumentTitle } from "../../../lib/document-title";
import { errorMessage, trpc } from "../../../lib/trpc";
import { formatBusinessDay, formatDayTime } from "../dates";
import { AdminScreen } from "../shell/admin-screen";
import { ShipmentRun } from "./shipment-run";
import { membershipStatusPalette } from "./status-palette";

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  testId?: string;
}) {
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" borderColor="cream.300" p="4">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="burgundy.800" data-testid={testId}>
        {value}
      </Text>
      {note ? (
        <Text fontSize="xs" color="fg.muted">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Text as="h2" fontSize="xl" fontWeight="semibold" color="burgundy.800">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function Figures({ figures }: { figures: ClubFigures }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <Figure label="Monthly recurring revenue" value={formatUsd(figures.mrr)} testId="club-mrr" />
      <Figure
        label="Charged this month"
        value={formatUsd(figures.chargedThisMonth)}
        note={`Sign-ups ${formatUsd(figures.charged.signUps)} · renewals ${formatUsd(figures.charged.renewals)} · upgrades ${formatUsd(figures.charged.upgrades)}, tax included`}
        testId="club-charged"
      />
      <Figure label="New this month" value={figures.newThisMonth} />
      <Figure label="Cancelled this month" value={figures.cancelledThisMonth} />
      <Figure label="Average tenure" value={`${figures.averageTenureMonths} months`} />
      {Object.values(tiers).map((t) => (
        <Figure key={t.tier} label={`${t.name} members`} value={figures.byTier[t.tier] ?? 0} />
      ))}
      <Box
        bg="white"
        borderRadius="lg"
        borderWidth="1px"
        borderColor="cream.300"
        p="4"
        gridColumn={{ base: "span 2", md: "auto" }}
      >
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
          By status
        </Text>
        <HStack gap="2" wrap="wrap" mt="1">
          {Object.entries(figures.byStatus).map(([status, n]) => (
            <Badge key={status} variant="subtle">
              {membershipStatusLabel(status)}: {n}
            </Badge>
          ))}
        </HStack>
      </Box>
    </SimpleGrid>
  );
}

function Runs({ runs }: { runs: ClubRun[] }) {
  if (runs.length === 0) return <Text color="fg.muted">No billing runs yet.</Text>;
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="white" hideBelow="md">
        <Table.Root size="sm" data-testid="club-runs">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Started</Table.ColumnHeader>
              <Table.ColumnHeader>By</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Charged</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Declined</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Skipped</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Ended</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {runs.map((run) => (
              <Table.Row key={run.id}>
                <Table.Cell whiteSpace="nowrap">{formatDayTime(run.startedAt)}</Table.Cell>
                <Table.Cell>{run.trigger === "admin" ? "Run now" : "Daily"}</Table.Cell>
                <Table.Cell textAlign="end">{run.charged}</Table.Cell>
                <Table.Cell textAlign="end">{run.declined}</Table.Cell>
                <Table.Cell textAlign="end">{run.skipped}</Table.Cell>
                <Table.Cell textAlign="end">{run.cancelled}</Table.Cell>
                <Table.Cell textAlign="end">{formatUsd(run.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {/* A phone reads each run as a short card instead of a table wider than the screen. */}
      <Stack as="ul" listStyleType="none" gap="2" hideFrom="md" aria-label="Billing runs">
        {runs.map((run) => (
          <Box as="li" key={run.id} {...card}>
            <Flex justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="semibold">{formatDayTime(run.startedAt)}</Text>
              <Text>{formatUsd(run.amount)}</Text>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {run.trigger === "admin" ? "Run now" : "Daily"} · {run.charged} charged · {run.declined}{" "}
              declined · {run.skipped} skipped · {run.cancelled} ended
            </Text>
          </Box>
        ))}
      </Stack>
    </>
  );
}

const card = {
  bg: "white",
  p: "3",
  borderRadius: "lg",
  borderWidth: "1px",
  borderColor: "cream.300",
  minW: "0",
} as const;

function useInvalidateClub() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.club.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.clubRuns.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.clubDeclines.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.analytics.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.orders.pathFilter()),
    ]);
}

function Declines() {
  const declines = useQuery(trpc.admin.clubDeclines.queryOptions());
  const retry = useMutation(trpc.admin.retryMembershipCharge.mutationOptions());
  const invalidate = useInvalidateClub();
  const [retrying, setRetrying] = useState<string | null>(null);
  if (declines.isError)
    return (
      <LoadError
        error={declines.error}
        fallback="The decline queue could not be loaded."
        onRetry={() => void declines.refetch()}
        variant="section"
      />
    );
  if (!declines.data) return <SkeletonStack count={2} height="12" />;
  if (declines.data.length === 0) return <Text color="fg.muted">No declined renewals.</Text>;
  return (
    <Stack gap="2" as="ul" listStyleType="none">
      {declines.data.map((d) => (
        <HStack
          as="li"
          key={d.membershipId}
          justify="space-between"
          gap="3"
          wrap="wrap"
          bg="white"
          p="3"
          borderRadius="lg"
          borderWidth="1px"
          borderColor="cream.300"
        >
          <Box minW="0">
            <Text fontWeight="semibold">
              {d.name} · {tiers[d.tier].name} · {formatUsd(d.amount)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Month from {formatBusinessDay(d.period)}, {d.attempts} {d.attempts === 1 ? "try" : "tries"}
              {d.nextRetryDate ? `, next try ${formatBusinessDay(d.nextRetryDate)}` : ""}
              {d.lastError ? `: ${d.lastError}` : ""}
            </Text>
          </Box>
          <Button
            size="sm"
            colorPalette="burgundy"
            loading={retrying === d.membershipId}
            onClick={async () => {
              setRetrying(d.membershipId);
              try {
                const after = await retry.mutateAsync({ id: d.membershipId });
                toast({
                  title: after.status === "past_due" ? `Declined again for ${d.name}` : `Charged ${d.name}`,
                  // The member was e-mailed at the month's first decline; a retry writes no new e-mail.
                  description:
                    after.status === "past_due"
                      ? "No new e-mail: the member was told at the first decline."
                      : undefined,
                  variant: after.status === "past_due" ? "destructive" : "default",
                });
              } catch (error) {
                toast({ title: errorMessage(error) ?? "The retry failed.", variant: "destructive" });
              } finally {
                setRetrying(null);
                await invalidate();
              }
            }}
          >
            Retry
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

function MoveDate({ membershipId, current, name }: { membershipId: string; current: string; name: string }) {
  const [date, setDate] = useState(current);
  const update = useMutation(trpc.admin.updateMembership.mutationOptions());
  const invalidate = useInvalidateClub();
  return (
    <HStack
      as="form"
      gap="2"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await update.mutateAsync({ id: membershipId, nextBillingDate: date });
          toast({
            title: `${name}: next billing date ${formatBusinessDay(date)}`,
            description:
              "Every member and their next billing date stay listed under Members and billing dates.",
          });
          await invalidate();
        } catch (error) {
          toast({ title: errorMessage(error) ?? "The date was not changed.", variant: "destructive" });
        }
      }}
    >
      <Input
        type="date"
        size="sm"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        aria-label={`Next billing date of ${name}`}
        maxW="44"
        minW="0"
        bg="white"
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        loading={update.isPending}
        disabled={date === current}
      >
        Move
      </Button>
    </HStack>
  );
}

function Upcoming({ figures }: { figures: ClubFigures }) {
  if (figures.dueSoon.length === 0) return <Text color="fg.muted">No charges in the next 30 days.</Text>;
  const total = figures.upcoming.reduce((sum, u) => sum + u.amount, 0);
  return (
    <Stack gap="2">
      <Text color="fg.muted">
        {figures.upcoming.reduce((sum, u) => sum + u.count, 0)} charges, {formatUsd(total)} in the next 30
        days.
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="white" hideBelow="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Member</Table.ColumnHeader>
              <Table.ColumnHeader>Tier</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              <Table.ColumnHeader>Next billing date</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {figures.dueSoon.map((d) => (
              <Table.Row key={d.membershipId}>
                <Table.Cell>{d.name}</Table.Cell>
                <Table.Cell>{tiers[d.tier].name}</Table.Cell>
                <Table.Cell textAlign="end">{formatUsd(d.amount)}</Table.Cell>
                <Table.Cell>{formatBusinessDay(d.nextBillingDate)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack as="ul" listStyleType="none" gap="2" hideFrom="md" aria-label="Charges due in the next 30 days">
        {figures.dueSoon.map((d) => (
          <Flex as="li" key={d.membershipId} {...card} justify="space-between" gap="2" wrap="wrap">
            <Box minW="0">
              <Text fontWeight="semibold">{d.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {tiers[d.tier].name} · {formatBusinessDay(d.nextBillingDate)}
              </Text>
            </Box>
            <Text fontWeight="semibold">{formatUsd(d.amount)}</Text>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

type RosterEntry = ClubFigures["members"][number];

function matches(member: RosterEntry, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return !needle || member.name.toLowerCase().includes(needle) || member.email.toLowerCase().includes(needle);
}

/** Why a member's date cannot be moved here, or null when it can. */
function fixedDate(member: RosterEntry): string | null {
  if (member.complimentary) return "Complimentary: never charged";
  if (member.status === "past_due") return "Declined: retry or end the membership first";
  if (!member.nextBillingDate) return "No billing date";
  return null;
}

/**
 * Every live member with their next billing date, however far off it is: a member whose date
 * was moved past the next 30 days is found here (by name or e-mail) and can be moved again.
 */
type RosterMember = ClubFigures["members"][number];

/** Pause (hold 1-3 months), resume, or end a membership from the roster. */
function MemberActions({ member }: { member: RosterMember }) {
  const update = useMutation(trpc.admin.updateMembership.mutationOptions());
  const invalidate = useInvalidateClub();
  const [months, setMonths] = useState("1");
  const [ending, setEnding] = useState(false);
  async function send(change: { holdMonths?: number; status?: "active" | "cancelled" }, done: string) {
    try {
      await update.mutateAsync({ id: member.membershipId, ...change });
      toast({ title: `${member.name}: ${done}` });
      await invalidate();
    } catch (error) {
      toast({ title: errorMessage(error) ?? "The membership was not changed.", variant: "destructive" });
    }
  }
  return (
    <HStack gap="2" wrap="wrap">
      {member.status === "active" && !member.complimentary ? (
        <HStack gap="1">
          <NativeSelect.Root size="sm" w="28">
            <NativeSelect.Field
              aria-label={`Months to pause ${member.name}`}
              value={months}
              onChange={(e) => setMonths(e.target.value)}
              bg="white"
            >
              {["1", "2", "3"].map((n) => (
                <option key={n} value={n}>
                  {n} {n === "1" ? "month" : "months"}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            variant="outline"
            loading={update.isPending}
            onClick={() => void send({ holdMonths: Number(months) }, "paused")}
          >
            Pause
          </Button>
        </HStack>
      ) : null}
      {member.status === "on_hold" || member.status === "cancelling" ? (
        <Button
          size="sm"
          variant="outline"
          loading={update.isPending}
          onClick={() => void send({ status: "active" }, "active again")}
        >
          Resume
        </Button>
      ) : null}
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setEnding(true)}>
        End
      </Button>
      <ConfirmDialog
        title={`End ${member.name}'s membership?`}
        message="The membership ends now: no more charges or free wines, and the tier is removed. This cannot be undone."
        confirmLabel="End Membership"
        open={ending}
        onOpenChange={(open) => {
          if (!open) setEnding(false);
        }}
        onConfirm={() => void send({ status: "cancelled" }, "membership ended").then(() => setEnding(false))}
        isPending={update.isPending}
      />
    </HStack>
  );
}

function Roster({ figures }: { figures: ClubFigures }) {
  const [text, setText] = useState("");
  const found = figures.members.filter((m) => matches(m, text));
  if (figures.members.length === 0) return <Text color="fg.muted">No members yet.</Text>;
  return (
    <Stack gap="3">
      <SearchBox
        value={text}
        onSearch={setText}
        label="Find a club member"
        placeholder="Find a member by name or e-mail..."
        delay={0}
        flex="none"
        maxW="md"
      />
      <Text fontSize="sm" color="fg.muted" role="status">
        {found.length} of {figures.members.length} {figures.members.length === 1 ? "member" : "members"}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Members and billing dates">
        {found.map((m) => {
          const fixed = fixedDate(m);
          return (
            <Flex
              as="li"
              key={m.membershipId}
              {...card}
              justify="space-between"
              align="center"
              gap="3"
              wrap="wrap"
            >
              <Box minW="0">
                <HStack gap="2" wrap="wrap">
                  <Link asChild fontWeight="semibold" color="burgundy.700">
                    <RouterLink to="/admin/members/$id" params={{ id: m.userId }}>
                      {m.name}
                    </RouterLink>
                  </Link>
                  <Badge size="sm" colorPalette={membershipStatusPalette[m.status]} variant="subtle">
                    {membershipStatusLabels[m.status]}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                  {tiers[m.tier].name} · {m.email}
                </Text>
                <Text fontSize="sm">
                  Next billing date: {m.nextBillingDate ? formatBusinessDay(m.nextBillingDate) : "none"}
                  {m.holdUntil ? ` · on hold until ${formatBusinessDay(m.holdUntil)}` : ""}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {m.complimentary ? "Complimentary" : (m.card ?? "No card saved")}
                </Text>
              </Box>
              <MemberActions member={m} />
              {fixed ? (
                <Text fontSize="sm" color="fg.muted">
                  {fixed}
                </Text>
              ) : (
                <MoveDate
                  key={m.nextBillingDate}
                  membershipId={m.membershipId}
                  current={m.nextBillingDate ?? ""}
                  name={m.name}
                />
              )}
            </Flex>
          );
        })}
      </Stack>
    </Stack>
  );
}

function Preflight({ figures }: { figures: ClubFigures }) {
  const { missingPaymentMethod, cardExpiresBeforeCharge } = figures.preflight;
  if (missingPaymentMethod.length + cardExpiresBeforeCharge.length === 0) {
    return <Text color="fg.muted">Every billed member has a card that is valid on their charge date.</Text>;
  }
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {missingPaymentMethod.map((p) => (
        <Text as="li" key={p.membershipId}>
          {p.name}: no card saved (charge on {formatBusinessDay(p.nextBillingDate)})
        </Text>
      ))}
      {cardExpiresBeforeCharge.map((p) => (
        <Text as="li" key={p.membershipId}>
          {p.name}: card expires {p.expires}, before the charge on {formatBusinessDay(p.nextBillingDate)}
        </Text>
      ))}
    </Stack>
  );
}

/** Members whose month was held (not charged) because their address cannot receive wine now. */
function ComplianceHolds({ figures }: { figures: ClubFigures }) {
  if (figures.complianceHolds.length === 0) {
    return <Text color="fg.muted">No renewal is held: every member's address can receive their wine.</Text>;
  }
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {figures.complianceHolds.map((h) => (
        <Text as="li" key={h.membershipId}>
          {h.name} · {tiers[h.tier].name} · month of {formatBusinessDay(h.period)}: {h.reason} Nothing was
          charged; the member was e-mailed.
        </Text>
      ))}
    </Stack>
  );
}

/** /admin/club: the club's figures, billing runs with "Run now", the decline queue and billing dates. */
export function ClubPage() {
  useDocumentTitle("Club | Admin");
  const figures = useQuery(trpc.admin.club.queryOptions());
  const runs = useQuery(trpc.admin.clubRuns.queryOptions());
  const run = useMutation(trpc.admin.runClubBilling.mutationOptions());
  const invalidate = useInvalidateClub();
  async function runNow() {
    try {
      const result = await run.mutateAsync({});
      toast({
        title: `Billing run: ${result.charged} charged, ${result.declined} declined`,
        description: `${formatUsd(result.amount)} charged; ${result.skipped} skipped or held; ${result.cancelled} ended.`,
      });
    } catch (error) {
      toast({ title: errorMessage(error) ?? "The billing run failed.", variant: "destructive" });
    } finally {
      await invalidate();
    }
  }
  return (
    <AdminScreen
      title="Wine Club"
      intro="Monthly renewals run every day on their own; run them now after fixing a card or moving a date."
      aside={
        <Button
          colorPalette="burgundy"
          loading={run.isPending}
          loadingText="Running..."
          onClick={() => void runNow()}
        >
          <PlayCircle aria-hidden /> Run billing now
        </Button>
      }
    >
      {figures.isError ? (
        <LoadError
          error={figures.error}
          fallback="The club figures could not be loaded."
          onRetry={() => void figures.refetch()}
        />
      ) : !figures.data ? (
        <SkeletonStack count={4} height="20" />
      ) : (
        <>
          <Figures figures={figures.data} />
          <Section title="Monthly shipment">
            <ShipmentRun />
          </Section>
          <Section title="Declined renewals">
            <Declines />
          </Section>
          <Section title="Renewals held by the shipping rules">
            <ComplianceHolds figures={figures.data} />
          </Section>
          <Section title="Preflight">
            <Preflight figures={figures.data} />
          </Section>
          <Section title="Charges due in the next 30 days">
            <Upcoming figures={figures.data} />
          </Section>
          <Section title="Members and billing dates">
            <Roster figures={figures.data} />
          </Section>
        </>
      )}
      <Section title="Billing runs">
        {runs.data ? <Runs runs={runs.data} /> : <SkeletonStack count={2} height="10" />}
      </Section>
    </AdminScreen>
  );
}
