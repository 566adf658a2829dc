import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { LogIn, UserPlus } from "lucide-react";
import { AppDialog } from "../ui/dialog";

/** Why a visitor cannot book yet, with the way to the sign-in and sign-up forms (both on /membership). */
export function SignInRequiredMessage() {
  return (
    <Stack gap="4">
      <Text>Please sign in or create an account to make a reservation. It only takes a minute.</Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="burgundy">
          <RouterLink to="/membership">
            <LogIn aria-hidden /> Sign In
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/membership">
            <UserPlus aria-hidden /> Sign Up
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

export interface SignInRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SignInRequiredDialog({ open, onOpenChange }: SignInRequiredDialogProps) {
  return (
    <AppDialog title="Sign In Required" open={open} onOpenChange={onOpenChange} size="sm">
      <SignInRequiredMessage />
    </AppDialog>
  );
}
