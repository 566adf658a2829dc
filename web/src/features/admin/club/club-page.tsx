import { Badge, Box, Button, HStack, Input, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClubFigures, ClubRun } from "contracts";
import { tiers } from "contracts/membership/rules";
import { formatUsd } from "contracts/money";
import { PlayCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { LoadError } from "../../../components/load-error";
import { SkeletonStack } from "../../../components/skeleton-stack";
import { toast } from "../../../components/ui/toast";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatBusinessDate } from "../../../lib/format";
import { errorMessage, trpc } from "../../../lib/trpc";
import { formatWhen } from "../mail-format";
import { AdminScreen } from "../shell/admin-screen";

const statusLabels: Record<string, string> = {
  active: "Active",
  past_due: "Past due",
  on_hold: "On hold",
  cancelling: "Cancelling",
};

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" borderColor="cream.300" p="4">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="burgundy.800" data-testid={testId}>
        {value}
      </Text>
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
      <Figure label="Charged this month" value={formatUsd(figures.chargedThisMonth)} testId="club-charged" />
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
              {statusLabels[status] ?? status}: {n}
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
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="white">
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
              <Table.Cell whiteSpace="nowrap">{formatWhen(run.startedAt)}</Table.Cell>
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
  );
}

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
          <Box>
            <Text fontWeight="semibold">
              {d.name} · {tiers[d.tier].name} · {formatUsd(d.amount)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Month from {formatBusinessDate(d.period)}, {d.attempts} {d.attempts === 1 ? "try" : "tries"}
              {d.nextRetryDate ? `, next try ${formatBusinessDate(d.nextRetryDate)}` : ""}
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

function MoveDate({ membershipId, current }: { membershipId: string; current: string }) {
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
          toast({ title: `Next billing date: ${formatBusinessDate(date)}` });
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
        aria-label="Next billing date"
        maxW="44"
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
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="white">
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
                <Table.Cell>
                  <MoveDate membershipId={d.membershipId} current={d.nextBillingDate} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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
          {p.name}: no card saved (charge on {formatBusinessDate(p.nextBillingDate)})
        </Text>
      ))}
      {cardExpiresBeforeCharge.map((p) => (
        <Text as="li" key={p.membershipId}>
          {p.name}: card expires {p.expires}, before the charge on {formatBusinessDate(p.nextBillingDate)}
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
          <Section title="Declined renewals">
            <Declines />
          </Section>
          <Section title="Preflight">
            <Preflight figures={figures.data} />
          </Section>
          <Section title="Charges due in the next 30 days">
            <Upcoming figures={figures.data} />
          </Section>
        </>
      )}
      <Section title="Billing runs">
        {runs.data ? <Runs runs={runs.data} /> : <SkeletonStack count={2} height="10" />}
      </Section>
    </AdminScreen>
  );
}
