import { Box, Card, Heading, HStack, Text } from "@chakra-ui/react";
import type { User } from "contracts";
import { ChangeEmailDialog } from "../account";
import { ChangePasswordDialog } from "./change-password-dialog";

const roleLabels: Record<User["role"], string> = { customer: "Customer", admin: "Administrator" };

/** The account's sign-in details, with the Change Password and Change E-mail dialogs. */
export function ProfileCard({ user }: { user: User }) {
  const rows = [
    { label: "Username", value: user.username },
    { label: "E-mail", value: user.email },
    { label: "Role", value: roleLabels[user.role] },
  ];
  return (
    <Card.Root bg="white" borderRadius="xl" as="section" aria-labelledby="profile-heading">
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
        <HStack gap="2" wrap="wrap">
          <ChangePasswordDialog />
          <ChangeEmailDialog current={user.email} />
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
