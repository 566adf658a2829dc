import { createFileRoute, redirect } from "@tanstack/react-router";
import { EditEntryPage } from "../../../features/journal/form/edit-entry-page";
import { getSessionUser } from "../../../lib/auth";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/journal/$id/edit")({
  beforeLoad: async ({ context }) => {
    const user = await getSessionUser(context.queryClient);
    if (!user) throw redirect({ to: "/membership" });
  },
  loader: async ({ context, params }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(trpc.journal.byId.queryOptions({ id: params.id })),
      context.queryClient.ensureQueryData(trpc.journal.wines.queryOptions()),
    ]).catch(() => undefined);
  },
  component: EditEntryRoute,
});

function EditEntryRoute() {
  const { id } = Route.useParams();
  return <EditEntryPage id={id} />;
}
