import { Box, Card, Heading, Text } from "@chakra-ui/react";
import type { User } from "contracts";
import { ChangePasswordDialog } from "./change-password-dialog";

const roleLabels: Record<User["role"], string> = { customer: "Customer", admin: "Administrator" };

/** Read-only account details and the Change Password dialog. */
export function ProfileCard({ user }: { user: User }) {
  const rows = [
    { label: "Username", value: user.username },
    { label: "E-mail", value: user.email },
    { label: "Role", value: roleLabels[user.role] },
  ];
  return (
    <Card.Root bg="white" borderRadius="xl" as="section" aria-labelledby="profile-heading" maxW="2xl">
      <Card.Header>
        <Heading as="h2" id="profile-heading" size="xl" color="burgundy.800">
          Profile
        </Heading>
      </Card.Header>
      <Card.Body>
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns={{ base: "1fr", sm: "8rem 1fr" }}
          columnGap="4"
          rowGap={{ base: "1", sm: "3" }}
        >
          {rows.map((row) => (
            <Box key={row.label} display="contents">
              <Text as="dt" color="fg.muted" fontSize="sm" pt={{ base: "2", sm: "0" }}>
                {row.label}
              </Text>
              <Text as="dd" fontWeight="medium" wordBreak="break-word">
                {row.value}
              </Text>
            </Box>
          ))}
        </Box>
      </Card.Body>
      <Card.Footer>
        <ChangePasswordDialog />
      </Card.Footer>
    </Card.Root>
  );
}
