import { createFileRoute } from "@tanstack/react-router";
import { CompliancePage } from "../../../features/admin/compliance/compliance-page";

export const Route = createFileRoute("/admin/_staff/compliance")({
  component: CompliancePage,
});
