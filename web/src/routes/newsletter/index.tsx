import { createFileRoute } from "@tanstack/react-router";
import { NewsletterPage } from "../../features/newsletter/newsletter-page";

export const Route = createFileRoute("/newsletter/")({
  component: NewsletterPage,
});
