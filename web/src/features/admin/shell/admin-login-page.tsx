import { Card, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { User } from "contracts";
import { SignInForm } from "../../../components/auth/sign-in-form";
import { toast } from "../../../components/ui/toast";
import { useDocumentTitle } from "../../../lib/document-title";

export interface AdminLoginPageProps {
  /** Where the staff member was going (an admin address). */
  returnTo: string;
  onAdmin: (to: string) => void;
  onCustomer: () => void;
}

/** The back office's sign-in: staff land on the admin page they asked for; others go home. */
export function AdminLoginPage({ returnTo, onAdmin, onCustomer }: AdminLoginPageProps) {
  useDocumentTitle("Admin sign-in");
  function signedIn(user: User) {
    if (user.role === "admin") {
      onAdmin(returnTo);
      return;
    }
    toast({ title: "Access Denied", description: "Admin access required.", variant: "destructive" });
    onCustomer();
  }
  return (
    <Container maxW="md" py={{ base: "10", md: "16" }}>
      <Card.Root bg="white" borderRadius="xl" boxShadow="md">
        <Card.Header gap="2">
          <Heading as="h1" size="2xl" color="burgundy.800">
            Staff sign-in
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            The back office of Ridge Road Vineyard: orders, reservations and the day's figures. Sign in with
            your staff account.
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <SignInForm onSignedIn={signedIn} />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
