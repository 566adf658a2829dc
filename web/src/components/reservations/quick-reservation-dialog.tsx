import { Spinner } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useAuth } from "../../lib/auth";
import { AppDialog } from "../ui/dialog";
import { SignInRequiredMessage } from "./sign-in-required";

// The form and its rules (zod) load when the dialog first opens, not with the pages that offer it.
const QuickReservationForm = lazy(() =>
  import("./quick-reservation-form").then((module) => ({ default: module.QuickReservationForm })),
);

export interface QuickReservationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The experience chosen when the dialog opens (e.g. from a dashboard card). */
  defaultTypeId?: string;
  /** The business date (yyyy-MM-dd, New York) chosen when the dialog opens, if the experience offers it. */
  defaultDate?: string;
  /** The time slot chosen when the dialog opens, if it is on `defaultDate`. */
  defaultSlotId?: string;
}

/**
 * Books a tasting, a table or an event in one dialog: experience, date within 30 days, time, guests,
 * special requests and phone. Visitors are asked to sign in first; members-only experiences are
 * offered to club members only. The form starts afresh each time, on the given defaults if any.
 */
export function QuickReservationDialog({
  open,
  onOpenChange,
  defaultTypeId,
  defaultDate,
  defaultSlotId,
}: QuickReservationDialogProps) {
  const { user, isLoading } = useAuth();
  const close = () => onOpenChange(false);
  return (
    <AppDialog title="Quick Reservation" open={open} onOpenChange={onOpenChange}>
      {isLoading ? (
        <Spinner color="burgundy.700" aria-label="Checking your account" />
      ) : user ? (
        <Suspense fallback={<Spinner color="burgundy.700" aria-label="Loading the reservation form" />}>
          <QuickReservationForm
            onDone={close}
            defaultTypeId={defaultTypeId}
            defaultDate={defaultDate}
            defaultSlotId={defaultSlotId}
            isMember={user.membershipTier !== null}
          />
        </Suspense>
      ) : (
        <SignInRequiredMessage />
      )}
    </AppDialog>
  );
}
