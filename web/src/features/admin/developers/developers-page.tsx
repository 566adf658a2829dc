import { Link } from "@chakra-ui/react";
import { useDocumentTitle } from "../../../lib/document-title";
import { AdminScreen } from "../shell/admin-screen";
import { ApiKeysSection } from "./api-keys-section";
import { ScopesReference } from "./scopes-reference";
import { WebhooksSection } from "./webhooks-section";

/** /admin/developers: the keys and webhooks the winery's partners (fulfilment, books, mailing) use. */
export function DevelopersPage() {
  useDocumentTitle("Developers");
  return (
    <AdminScreen
      title="Developers"
      intro={
        <>
          API keys and webhooks for the systems the winery works with: fulfilment, accounting, marketing.
          Their developers read the API at{" "}
          <Link href="/api/docs" color="burgundy.700" target="_blank" rel="noopener">
            /api/docs
          </Link>
          .
        </>
      }
    >
      <ApiKeysSection />
      <WebhooksSection />
      <ScopesReference />
    </AdminScreen>
  );
}
