import { createFileRoute } from "@tanstack/react-router";
import { DevelopersPage } from "../../../features/admin/developers/developers-page";

export const Route = createFileRoute("/admin/_staff/developers")({
  component: DevelopersPage,
});
