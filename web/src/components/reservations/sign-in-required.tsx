import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "@tanstack/react-router";
import { LogIn, UserPlus } from "lucide-react";
import { AppDialog } from "../ui/dialog";

/**
 * Why a visitor cannot book yet, with the way to the sign-in and sign-up forms (both on /membership),
 * which bring the person back to `redirect`: by default the page they are on.
 */
export function SignInRequiredMessage({ redirect }: { redirect?: string | undefined }) {
  const here = useLocation({ select: (location) => location.href });
  const search = { redirect: redirect ?? here };
  return (
    <Stack gap="4">
      <Text>Please sign in or create an account to make a reservation. It only takes a minute.</Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="burgundy">
          <RouterLink to="/membership" search={search}>
            <LogIn aria-hidden /> Sign In
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/membership" search={search}>
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
  /** Where signing in returns to: the experience with the day, time and party chosen. */
  redirect?: string | undefined;
}

export function SignInRequiredDialog({ open, onOpenChange, redirect }: SignInRequiredDialogProps) {
  return (
    <AppDialog title="Sign In Required" open={open} onOpenChange={onOpenChange} size="sm">
      <SignInRequiredMessage redirect={redirect} />
    </AppDialog>
  );
}
