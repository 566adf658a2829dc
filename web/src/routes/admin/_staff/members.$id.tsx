import { createFileRoute } from "@tanstack/react-router";
import { MemberProfilePage } from "../../../features/admin/members/member-profile-page";

export const Route = createFileRoute("/admin/_staff/members/$id")({
  component: MemberProfileRoute,
});

function MemberProfileRoute() {
  const { id } = Route.useParams();
  return <MemberProfilePage id={id} />;
}
