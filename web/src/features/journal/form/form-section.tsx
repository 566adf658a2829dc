import { Card, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface FormSectionProps {
  /** The section's anchor (/journal/{id}/edit#sharing) and the id its heading is labelled by. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One part of the journal form: a white card with its h2. */
export function FormSection({ id, title, intro, children }: FormSectionProps) {
  return (
    <Card.Root
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
      scrollMarginTop="24"
    >
      <Card.Body gap="5" p={{ base: "4", md: "6" }}>
        <Heading as="h2" id={`${id}-title`} size="xl" color="burgundy.800">
          {title}
        </Heading>
        {intro ? (
          <Text color="fg.muted" fontSize="sm" mt="-2">
            {intro}
          </Text>
        ) : null}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
