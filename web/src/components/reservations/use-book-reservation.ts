import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateReservationInput, Reservation } from "contracts";
import { formatPrice } from "contracts/money";
import { useCallback } from "react";
import { errorMessage, trpc } from "../../lib/trpc";
import { toast } from "../ui/toast";

/**
 * Books a reservation with the spec's notifications, then refreshes every reservation answer (the
 * slots' spots, the person's list) whether it worked or not: a refusal usually means the spots
 * changed under the person's eyes. Resolves to the booking, or null after "Booking Failed".
 */
export function useBookReservation() {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation(trpc.reservations.create.mutationOptions());
  const book = useCallback(
    async (input: CreateReservationInput): Promise<Reservation | null> => {
      try {
        const reservation = await mutateAsync(input);
        toast({
          title: "Reservation Confirmed!",
          description: `Your reservation has been successfully booked. The total, ${formatPrice(reservation.totalPrice)}, is payable at the tasting room.`,
        });
        return reservation;
      } catch (error) {
        toast({
          title: "Booking Failed",
          description: errorMessage(error) ?? "Unable to complete your reservation. Please try again.",
          variant: "destructive",
        });
        return null;
      } finally {
        await queryClient.invalidateQueries(trpc.reservations.pathFilter());
      }
    },
    [mutateAsync, queryClient],
  );
  return { book, isBooking: isPending };
}
