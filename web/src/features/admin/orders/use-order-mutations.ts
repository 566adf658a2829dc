import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

/**
 * The orders desk's changes. Each one refreshes every admin answer (the desk, its stats, the
 * dashboard), the customer's own order pages, and the stock a cancellation gives back.
 */
export function useOrderMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.admin.pathFilter()),
      queryClient.invalidateQueries(trpc.orders.pathFilter()),
      queryClient.invalidateQueries(trpc.wines.pathFilter()),
      queryClient.invalidateQueries(trpc.merchandise.pathFilter()),
    ]);
  };
  return {
    move: useMutation({ ...trpc.admin.updateOrderStatus.mutationOptions(), onSuccess }),
    refund: useMutation({ ...trpc.admin.refundOrder.mutationOptions(), onSuccess }),
    addNote: useMutation({ ...trpc.admin.addOrderNote.mutationOptions(), onSuccess }),
    edit: useMutation({ ...trpc.orders.update.mutationOptions(), onSuccess }),
  };
}
