import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../features/contact/contact-page";
import { oneOf } from "../lib/search-params";

const topics = ["event"] as const;

export interface ContactSearch {
  /** What the visitor came to ask about: "event" opens the event inquiry (the visit page links it). */
  topic?: (typeof topics)[number] | undefined;
}

export const Route = createFileRoute("/contact")({
  validateSearch: (search: Record<string, unknown>): ContactSearch => ({
    topic: oneOf(topics, search.topic),
  }),
  component: ContactRoute,
});

function ContactRoute() {
  const { topic } = Route.useSearch();
  return <ContactPage topic={topic} />;
}
