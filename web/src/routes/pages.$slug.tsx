import { createFileRoute } from "@tanstack/react-router";
import { SitePage } from "../features/pages/site-page";

export const Route = createFileRoute("/pages/$slug")({
  component: SitePageRoute,
});

function SitePageRoute() {
  const { slug } = Route.useParams();
  return <SitePage slug={slug} />;
}
