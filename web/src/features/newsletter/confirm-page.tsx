import { Text } from "@chakra-ui/react";
import { CONFIRM_LINK_INVALID } from "contracts/newsletter/labels";
import { useDocumentTitle } from "../../lib/document-title";
import { trpcClient } from "../../lib/trpc";
import { HomeButtons, LinkResultPage } from "./link-result-page";

/** /newsletter/confirm?token=: the confirmation link of the double opt-in. */
export function ConfirmSubscriptionPage({ token }: { token: string | undefined }) {
  useDocumentTitle("Confirm Your Subscription");
  return (
    <LinkResultPage
      token={token}
      follow={(t) => trpcClient.newsletter.confirm.mutate({ token: t })}
      working="Confirming your subscription..."
      done={{
        title: "You're subscribed!",
        body: (
          <Text>
            Welcome to the Ridge Road newsletter. The next issue will find you with news from the vineyard;
            every issue has a link to unsubscribe.
          </Text>
        ),
      }}
      invalid={CONFIRM_LINK_INVALID}
      actions={<HomeButtons signUpAgain={false} />}
    />
  );
}
