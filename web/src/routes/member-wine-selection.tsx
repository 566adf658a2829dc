import { createFileRoute, redirect } from "@tanstack/react-router";
import { toast } from "../components/ui/toast";
import { MemberSelectionPage } from "../features/membership/member-selection-page";
import { getSessionUser } from "../lib/auth";

export const Route = createFileRoute("/member-wine-selection")({
  beforeLoad: async ({ context }) => {
    const user = await getSessionUser(context.queryClient);
    if (!user?.membershipTier) {
      toast({
        title: "Membership Required",
        description: "You need an active wine club membership to access this page.",
        variant: "destructive",
      });
      throw redirect({ to: "/membership" });
    }
  },
  component: MemberSelectionPage,
});
