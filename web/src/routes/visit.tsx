import { createFileRoute } from "@tanstack/react-router";
import { VisitPage } from "../features/visit/visit-page";

export const Route = createFileRoute("/visit")({
  component: VisitPage,
});
