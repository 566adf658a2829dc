import { Link } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";

/** "Forgot password?" under every sign-in form: the page that e-mails a reset link. */
export function ForgotPasswordLink() {
  return (
    <Link asChild color="burgundy.700" fontSize="sm" alignSelf="flex-start">
      <RouterLink to="/forgot-password">Forgot password?</RouterLink>
    </Link>
  );
}
