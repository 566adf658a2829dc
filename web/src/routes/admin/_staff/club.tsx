import { createFileRoute } from "@tanstack/react-router";
import { ClubPage } from "../../../features/admin/club/club-page";

export const Route = createFileRoute("/admin/_staff/club")({
  component: ClubPage,
});
