import { Card, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface CardSectionProps {
  /** The heading's id: the section is labelled by it. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A white card that is a page section with its own h2 (an order summary, an order's details). */
export function CardSection({ id, title, children }: CardSectionProps) {
  return (
    <Card.Root
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="cream.300"
      as="section"
      aria-labelledby={id}
    >
      <Card.Body gap="5" p={{ base: "4", md: "6" }}>
        <Heading as="h2" id={id} size="xl" color="burgundy.800">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
