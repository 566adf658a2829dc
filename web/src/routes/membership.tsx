import { createFileRoute } from "@tanstack/react-router";
import { MembershipPage } from "../features/club/membership-page";

export const Route = createFileRoute("/membership")({
  component: MembershipPage,
});
