import { Badge, Box, Button, Flex, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CancelReason,
  cancelReasonLabels,
  cancelReasons,
  HOLD_MONTHS,
  holdPlan,
} from "contracts/club/billing";
import type { Membership } from "contracts/membership/schemas";
import { formatUsd } from "contracts/money";
import { CalendarX, CreditCard, PauseCircle, PlayCircle, Undo2 } from "lucide-react";
import { useState } from "react";
import { AppDialog } from "../../components/ui/dialog";
import { LabeledSelect } from "../../components/ui/labeled-select";
import { type ToastOptions, toast } from "../../components/ui/toast";
import { formatBusinessDate, formatMonth } from "../../lib/format";
import { errorMessage, trpc } from "../../lib/trpc";
import { CardUpdateDialog } from "./card-update-dialog";

/** The month after a YYYY-MM month. */
function nextMonth(month: string): string {
  const [year = 0, m = 1] = month.split("-").map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
}

/** The coming billing month the "Skip" button skips: the next one not skipped yet. */
export function monthToSkip(membership: Membership): string | null {
  if (!membership.nextBillingDate) return null;
  let month = membership.nextBillingDate.slice(0, 7);
  while (membership.skippedMonths.includes(month)) month = nextMonth(month);
  return month;
}

function statusBadge(m: Membership): { label: string; palette: string } {
  if (m.complimentary) return { label: "Complimentary", palette: "gold" };
  switch (m.status) {
    case "past_due":
      return { label: "Payment declined", palette: "red" };
    case "on_hold":
      return {
        label: m.hold ? `On hold until ${formatBusinessDate(m.hold.until)}` : "On hold",
        palette: "orange",
      };
    case "cancelling":
      return { label: m.cancelAt ? `Ends ${formatBusinessDate(m.cancelAt)}` : "Ending", palette: "gray" };
    default:
      return { label: "Active", palette: "green" };
  }
}

/** "January and February 2027", "December 2026, January 2027 and February 2027" */
function monthList(months: readonly string[]): string {
  const names = months.map(formatMonth);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

function useClubAction() {
  const queryClient = useQueryClient();
  return async (
    work: () => Promise<Membership>,
    done: string | ((membership: Membership) => ToastOptions),
  ) => {
    try {
      const membership = await work();
      await queryClient.invalidateQueries(trpc.membership.pathFilter());
      toast(typeof done === "string" ? { title: done } : done(membership));
      return true;
    } catch (error) {
      toast({ title: errorMessage(error) ?? "That did not work. Please try again.", variant: "destructive" });
      return false;
    }
  };
}

/**
 * What a pause of `months` months covers: months already skipped are passed over (contracts'
 * holdPlan, as the server holds), so a pause right after a skip starts after the skipped month.
 */
function holdSummary(membership: Membership, months: number): string | null {
  const next = membership.nextBillingDate;
  if (!next) return null;
  const plan = holdPlan(next, Number(next.slice(8, 10)), months, membership.skippedMonths);
  const covers = `The pause covers ${monthList(plan.months)}; charges start again in ${formatMonth(plan.resumeDate.slice(0, 7))}.`;
  if (plan.skippedBefore.length === 0) return covers;
  const skipped = monthList(plan.skippedBefore);
  return `${skipped} ${plan.skippedBefore.length === 1 ? "is" : "are"} already skipped, so the pause starts after it: ${covers.charAt(0).toLowerCase()}${covers.slice(1)}`;
}

function HoldDialog({
  membership,
  open,
  onClose,
}: {
  membership: Membership;
  open: boolean;
  onClose: () => void;
}) {
  const [months, setMonths] = useState<1 | 2 | 3>(1);
  const hold = useMutation(trpc.membership.hold.mutationOptions());
  const act = useClubAction();
  const plan = holdSummary(membership, months);
  return (
    <AppDialog
      title="Pause your membership"
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      footer={
        <Button
          colorPalette="burgundy"
          loading={hold.isPending}
          onClick={async () => {
            const paused = (m: Membership): ToastOptions => ({
              title: "Your membership is paused",
              description: m.hold ? `Charges start again on ${formatBusinessDate(m.hold.until)}.` : "",
            });
            if (await act(() => hold.mutateAsync({ months }), paused)) onClose();
          }}
        >
          Pause for {months} {months === 1 ? "month" : "months"}
        </Button>
      }
    >
      <Stack gap="3">
        <Text>Nothing is charged and no wines are included while your membership is paused.</Text>
        {plan ? (
          <Text
            fontSize="sm"
            color="burgundy.900"
            bg="cream.100"
            borderRadius="md"
            p="3"
            data-testid="hold-plan"
          >
            {plan}
          </Text>
        ) : null}
        <LabeledSelect
          label="How long?"
          value={String(months)}
          onValueChange={(value) => setMonths(HOLD_MONTHS.find((m) => String(m) === value) ?? 1)}
        >
          {HOLD_MONTHS.map((m) => (
            <option key={m} value={m}>
              {m} {m === 1 ? "month" : "months"}
            </option>
          ))}
        </LabeledSelect>
      </Stack>
    </AppDialog>
  );
}

/** "Skip December 2026?": what a skip means, asked before it applies. */
function SkipDialog({ month, open, onClose }: { month: string; open: boolean; onClose: () => void }) {
  const skip = useMutation(trpc.membership.skip.mutationOptions());
  const act = useClubAction();
  const undo = useUndoSkip();
  const name = formatMonth(month);
  const skipped = (m: Membership): ToastOptions => ({
    title: `${name} is skipped`,
    description: `You won't be charged and get no wines that month.${m.nextChargeDate ? ` Your next charge is on ${formatBusinessDate(m.nextChargeDate)}.` : ""}`,
    action: { label: "Undo", onClick: () => void undo(month) },
  });
  return (
    <AppDialog
      title={`Skip ${name}?`}
      open={open}
      size="sm"
      onOpenChange={(next) => (next ? undefined : onClose())}
      footer={
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            Don't skip
          </Button>
          <Button
            colorPalette="burgundy"
            loading={skip.isPending}
            onClick={async () => {
              if (await act(() => skip.mutateAsync({ month }), skipped)) onClose();
            }}
          >
            Skip {name}
          </Button>
        </HStack>
      }
    >
      <Stack gap="2">
        <Text>You won't be charged and get no wines that month.</Text>
        <Text fontSize="sm" color="fg.muted">
          You can skip 2 months in any 12, and undo a skip here until that month's charge date.
        </Text>
      </Stack>
    </AppDialog>
  );
}

/** Undoes the skip of a month not billed yet: it is charged again and has its free wines. */
function useUndoSkip() {
  const unskip = useMutation(trpc.membership.unskip.mutationOptions());
  const act = useClubAction();
  return (month: string) =>
    act(
      () => unskip.mutateAsync({ month }),
      (m) => ({
        title: `${formatMonth(month)} is no longer skipped`,
        description: m.nextChargeDate
          ? `Your next charge is on ${formatBusinessDate(m.nextChargeDate)}, and that month has its free wines again.`
          : "That month has its free wines again.",
      }),
    );
}

function CancelDialog({
  membership,
  open,
  onClose,
}: {
  membership: Membership;
  open: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<CancelReason | "">("");
  const [missing, setMissing] = useState(false);
  const cancel = useMutation(trpc.membership.cancel.mutationOptions());
  const act = useClubAction();
  const ends = membership.nextBillingDate ?? membership.hold?.until;
  return (
    <AppDialog
      title="Cancel your membership"
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      footer={
        <Button
          colorPalette="red"
          loading={cancel.isPending}
          onClick={async () => {
            if (!reason) {
              setMissing(true);
              return;
            }
            if (await act(() => cancel.mutateAsync({ reason }), "Your membership is set to end")) onClose();
          }}
        >
          Cancel membership
        </Button>
      }
    >
      <Stack gap="3">
        <Text>
          {ends
            ? `Your benefits last until ${formatBusinessDate(ends)}, the end of the month you paid for. Nothing more is charged.`
            : "Your membership ends now."}
        </Text>
        <LabeledSelect
          label="Why are you leaving?"
          value={reason}
          required
          error={missing && !reason ? "Please choose a reason from the list" : undefined}
          onValueChange={(value) => setReason(cancelReasons.find((r) => r === value) ?? "")}
        >
          <option value="">Choose a reason</option>
          {cancelReasons.map((r) => (
            <option key={r} value={r}>
              {cancelReasonLabels[r]}
            </option>
          ))}
        </LabeledSelect>
      </Stack>
    </AppDialog>
  );
}

/** The membership card's billing: status, next charge, the saved card, and the member's choices. */
export function ClubBilling({ membership }: { membership: Membership }) {
  const [dialog, setDialog] = useState<"skip" | "hold" | "cancel" | "card" | null>(null);
  const undoSkip = useUndoSkip();
  const resume = useMutation(trpc.membership.resume.mutationOptions());
  const act = useClubAction();
  const badge = statusBadge(membership);
  const skipMonth = monthToSkip(membership);
  const card = membership.paymentMethod;
  if (membership.complimentary) {
    return (
      <Badge colorPalette="gold" alignSelf="flex-start">
        Complimentary membership: never charged
      </Badge>
    );
  }
  return (
    <Stack gap="3" id="membership-billing" aria-label="Billing">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Badge colorPalette={badge.palette} size="md" data-testid="membership-status">
          {badge.label}
        </Badge>
      </Flex>
      {membership.status === "past_due" ? (
        // A plain callout: the theme carries no Alert recipe (an unstyled Alert showed a page-wide icon).
        <Box
          role="alert"
          bg="red.50"
          color="red.900"
          borderWidth="1px"
          borderColor="red.300"
          borderRadius="lg"
          p="3"
          fontWeight="semibold"
        >
          Your last club payment was declined. Update your card and we'll charge it again right away.
        </Box>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Box bg="cream.100" borderRadius="lg" p="3">
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            Next charge
          </Text>
          <Text fontWeight="semibold" data-testid="next-charge">
            {membership.nextChargeDate && membership.nextChargeAmount !== null
              ? `${formatBusinessDate(membership.nextChargeDate)} · ${formatUsd(membership.nextChargeAmount)}`
              : "None: your membership is ending"}
          </Text>
          {membership.skippedMonths.length > 0 ? (
            <Stack gap="1" mt="1">
              <Text fontSize="sm" color="fg.muted">
                Skipped: {membership.skippedMonths.map(formatMonth).join(", ")}
              </Text>
              {membership.status === "active" && membership.nextBillingDate
                ? membership.skippedMonths
                    .filter((month) => month >= (membership.nextBillingDate ?? "").slice(0, 7))
                    .map((month) => (
                      <Button
                        key={month}
                        size="xs"
                        variant="outline"
                        colorPalette="burgundy"
                        alignSelf="flex-start"
                        onClick={() => void undoSkip(month)}
                      >
                        <Undo2 aria-hidden /> Undo skip of {formatMonth(month)}
                      </Button>
                    ))
                : null}
            </Stack>
          ) : null}
        </Box>
        <Box bg="cream.100" borderRadius="lg" p="3">
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            Card
          </Text>
          <Text fontWeight="semibold">
            {card
              ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4} · ${String(card.expMonth).padStart(2, "0")}/${card.expYear % 100}`
              : "No card saved"}
          </Text>
        </Box>
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant={membership.status === "past_due" ? "solid" : "outline"}
          colorPalette="burgundy"
          onClick={() => setDialog("card")}
        >
          <CreditCard aria-hidden /> Update card
        </Button>
        {membership.status === "active" && skipMonth ? (
          <Button size="sm" variant="outline" colorPalette="burgundy" onClick={() => setDialog("skip")}>
            <CalendarX aria-hidden /> Skip {formatMonth(skipMonth)}
          </Button>
        ) : null}
        {membership.status === "active" ? (
          <Button size="sm" variant="outline" colorPalette="burgundy" onClick={() => setDialog("hold")}>
            <PauseCircle aria-hidden /> Pause
          </Button>
        ) : null}
        {membership.status === "on_hold" || membership.status === "cancelling" ? (
          <Button
            size="sm"
            colorPalette="burgundy"
            loading={resume.isPending}
            onClick={() =>
              void act(
                () => resume.mutateAsync({}),
                membership.status === "on_hold"
                  ? "Your membership is active again"
                  : "Your membership continues",
              )
            }
          >
            <PlayCircle aria-hidden />{" "}
            {membership.status === "on_hold" ? "Resume membership" : "Keep my membership"}
          </Button>
        ) : null}
        {membership.status !== "cancelling" ? (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setDialog("cancel")}>
            Cancel membership
          </Button>
        ) : null}
      </HStack>
      {skipMonth ? (
        <SkipDialog month={skipMonth} open={dialog === "skip"} onClose={() => setDialog(null)} />
      ) : null}
      <HoldDialog membership={membership} open={dialog === "hold"} onClose={() => setDialog(null)} />
      <CancelDialog membership={membership} open={dialog === "cancel"} onClose={() => setDialog(null)} />
      <CardUpdateDialog open={dialog === "card"} onClose={() => setDialog(null)} />
    </Stack>
  );
}
