import { Box, Button, Card, Container, Grid, Heading, List, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { subscribeInput } from "contracts";
import { CalendarHeart, CircleCheck, Grape, Sparkles } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "../../components/page-header";
import { FormField } from "../../components/ui/form-field";
import { useDocumentTitle } from "../../lib/document-title";
import { useSchemaForm } from "../../lib/forms";
import { errorMessage, trpc } from "../../lib/trpc";

const perks = [
  { icon: <Grape size={20} />, text: "New releases and library wines before they reach the shop" },
  { icon: <CalendarHeart size={20} />, text: "Harvest updates and tasting-room events" },
  { icon: <Sparkles size={20} />, text: "Offers for subscribers, never more than once a month" },
];

/** /newsletter: the sign-up with optional names (double opt-in: a confirmation link is e-mailed). */
export function NewsletterPage() {
  useDocumentTitle("Newsletter");
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const subscribe = useMutation(trpc.newsletter.subscribe.mutationOptions());
  const { control, handleSubmit, reset } = useSchemaForm({
    defaultValues: { email: "", firstName: "", lastName: "" },
    schema: subscribeInput,
  });

  const send = handleSubmit(async (input) => {
    setProblem(null);
    try {
      const answer = await subscribe.mutateAsync(input);
      setSent({ email: input.email, message: answer.message });
      reset();
    } catch (error) {
      setProblem(errorMessage(error) ?? "We could not sign you up right now. Please try again.");
    }
  });

  return (
    <>
      <PageHeader eyebrow="Stay in touch" title="The Ridge Road Newsletter">
        <Text>News from the vineyard on the Lake Erie shore, straight to your inbox.</Text>
      </PageHeader>
      <Container maxW="5xl" py={{ base: "8", md: "14" }}>
        <Grid
          templateColumns={{ base: "1fr", md: "minmax(0, 1fr) minmax(0, 1fr)" }}
          gap={{ base: "8", md: "12" }}
        >
          <Stack gap="4">
            <Heading as="h2" size="xl" color="burgundy.800">
              What you'll receive
            </Heading>
            <List.Root gap="3" listStyleType="none">
              {perks.map((perk) => (
                <List.Item key={perk.text} display="flex" gap="3" alignItems="flex-start">
                  <Box color="gold.700" pt="0.5" aria-hidden>
                    {perk.icon}
                  </Box>
                  <Text>{perk.text}</Text>
                </List.Item>
              ))}
            </List.Root>
            <Text fontSize="sm" color="fg.muted">
              We e-mail you a link to confirm the address first. Every newsletter has a one-click unsubscribe
              link, and we never share your address.
            </Text>
          </Stack>
          <Card.Root bg="white" borderRadius="xl" boxShadow="md">
            <Card.Body>
              {sent ? (
                <Stack gap="3" role="status" align="flex-start">
                  <Box color="vine.600" aria-hidden>
                    <CircleCheck size={40} />
                  </Box>
                  <Heading as="h2" size="lg" color="burgundy.800">
                    Check your inbox
                  </Heading>
                  <Text>{sent.message}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Sent to {sent.email}. The link confirms your subscription.
                  </Text>
                  <Button variant="outline" size="sm" onClick={() => setSent(null)}>
                    Sign up another address
                  </Button>
                </Stack>
              ) : (
                <form onSubmit={(event) => void send(event)} noValidate aria-label="Newsletter sign-up form">
                  <Stack gap="4">
                    <Heading as="h2" size="lg" color="burgundy.800">
                      Sign up
                    </Heading>
                    <FormField
                      control={control}
                      name="email"
                      label="E-mail"
                      type="email"
                      autoComplete="email"
                      required
                    />
                    <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
                      <FormField
                        control={control}
                        name="firstName"
                        label="First name (optional)"
                        autoComplete="given-name"
                      />
                      <FormField
                        control={control}
                        name="lastName"
                        label="Last name (optional)"
                        autoComplete="family-name"
                      />
                    </Grid>
                    {problem ? (
                      <Text
                        role="alert"
                        color="red.700"
                        bg="red.50"
                        borderRadius="md"
                        px="3"
                        py="2"
                        fontSize="sm"
                      >
                        {problem}
                      </Text>
                    ) : null}
                    <Button
                      type="submit"
                      colorPalette="burgundy"
                      loading={subscribe.isPending}
                      loadingText="Subscribing..."
                    >
                      Subscribe
                    </Button>
                  </Stack>
                </form>
              )}
            </Card.Body>
          </Card.Root>
        </Grid>
      </Container>
    </>
  );
}
