import { Text } from "@chakra-ui/react";
import { UNSUBSCRIBE_LINK_INVALID } from "contracts/newsletter/labels";
import { useDocumentTitle } from "../../lib/document-title";
import { trpcClient } from "../../lib/trpc";
import { HomeButtons, LinkResultPage } from "./link-result-page";

/** /newsletter/unsubscribe?token=: the one-click link of every issue. */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  useDocumentTitle("Unsubscribe");
  return (
    <LinkResultPage
      token={token}
      follow={(t) => trpcClient.newsletter.unsubscribe.mutate({ token: t })}
      working="Unsubscribing..."
      done={{
        title: "You're unsubscribed",
        body: (
          <Text>
            You won't receive the Ridge Road newsletter any more. Receipts and messages about your orders and
            reservations still reach you. Changed your mind? You can sign up again at any time.
          </Text>
        ),
      }}
      invalid={UNSUBSCRIBE_LINK_INVALID}
      actions={<HomeButtons signUpAgain />}
    />
  );
}
