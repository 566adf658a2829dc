import { Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The server's refusal under a form (a used link, too many requests). */
export function ProblemText({ children }: { children: ReactNode }) {
  return (
    <Text role="alert" color="red.700" bg="red.50" borderRadius="md" px="3" py="2" fontSize="sm">
      {children}
    </Text>
  );
}
