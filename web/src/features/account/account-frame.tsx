import { Card, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PageHeader } from "../../components/page-header";

/** The account screens reached from e-mail or the sign-in form: a header band and one card. */
export function AccountFrame({
  eyebrow,
  title,
  intro,
  cardTitle,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  cardTitle: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title}>
        <Text>{intro}</Text>
      </PageHeader>
      <Container maxW="lg" py={{ base: "8", md: "12" }}>
        <Card.Root bg="white" borderRadius="xl" boxShadow="md">
          <Card.Header>
            <Heading as="h2" size="xl" color="burgundy.800">
              {cardTitle}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Container>
    </>
  );
}
