import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import type { LoginInput, RegisterInput, User } from "contracts";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from "react";
import { toast } from "../components/ui/toast";
import { errorMessage, trpc } from "./trpc";
import { welcomeTitle } from "./welcome";

export interface AuthToastText {
  title: string;
  description?: string;
}

/**
 * What a sign-in or account creation tells the person, for screens with their own wording (checkout).
 * `success: null` shows nothing (another step follows); `failure` gets the server's message and code.
 */
export interface AuthToasts {
  /** A function words it for the person ("Welcome!" on a brand-new account's first visit). */
  success: AuthToastText | null | ((user: User) => AuthToastText);
  failure: (reason: { message: string | undefined; code: string | undefined }) => AuthToastText;
}

function failureReason(error: unknown): { message: string | undefined; code: string | undefined } {
  const code: unknown = error instanceof TRPCClientError ? error.data?.code : undefined;
  return { message: errorMessage(error), code: typeof code === "string" ? code : undefined };
}

export interface AuthContextValue {
  /** The signed-in person, or null for a visitor. */
  user: User | null;
  /** True until the first `auth.me` answer arrives. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Signs in; resolves to the user, or null after showing "Login failed". */
  login: (input: LoginInput, toasts?: AuthToasts) => Promise<User | null>;
  /** Creates an account without signing in; resolves to the new user, or null after "Registration failed". */
  register: (input: RegisterInput, toasts?: AuthToasts) => Promise<User | null>;
  /** Signs out, forgets every cached answer and reloads the site at "/", which then says "Goodbye!". */
  logout: () => Promise<void>;
  isLoggingIn: boolean;
  isRegistering: boolean;
  isLoggingOut: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Set just before the full page load that follows a logout, so the next load says goodbye once. */
const LOGGED_OUT_KEY = "rr:logged-out";

/**
 * Set while this page unloads after a logout: clearing the cache refetches `auth.me` here, and the
 * goodbye must wait for the next page instead of being spent on this one.
 */
let leaving = false;

function markLoggedOut(): void {
  try {
    sessionStorage.setItem(LOGGED_OUT_KEY, "1");
  } catch {
    // Storage can be blocked (private modes); the logout itself still happens, without the toast.
  }
}

/** True once after a logout's page load: reading the flag removes it. */
function takeLoggedOut(): boolean {
  try {
    if (sessionStorage.getItem(LOGGED_OUT_KEY) === null) return false;
    sessionStorage.removeItem(LOGGED_OUT_KEY);
    return true;
  } catch {
    return false;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(trpc.auth.me.queryOptions());
  const { mutateAsync: loginAsync, isPending: isLoggingIn } = useMutation(trpc.auth.login.mutationOptions());
  const { mutateAsync: registerAsync, isPending: isRegistering } = useMutation(
    trpc.auth.register.mutationOptions(),
  );
  const { mutateAsync: logoutAsync, isPending: isLoggingOut } = useMutation(
    trpc.auth.logout.mutationOptions(),
  );

  // The logout reloads the site, which would drop a toast shown before it: say goodbye after the
  // load, once the first `auth.me` answer is in (by then the toaster is mounted and listening; a
  // toast created during the very first render pass is not shown).
  const meSettled = !me.isPending;
  useEffect(() => {
    if (meSettled && !leaving && takeLoggedOut()) {
      toast({ title: "Goodbye!", description: "You have been logged out successfully." });
    }
  }, [meSettled]);

  const login = useCallback(
    async (input: LoginInput, toasts?: AuthToasts) => {
      try {
        const { user } = await loginAsync(input);
        queryClient.setQueryData(trpc.auth.me.queryKey(), { user });
        // Signing in changes what the server shows (the session, a merged cart): refresh it all.
        await queryClient.invalidateQueries();
        // A brand-new account's first sign-in is a welcome, not a return (lib/welcome.ts).
        const said = toasts
          ? toasts.success
          : { title: welcomeTitle(user), description: "You have been logged in successfully." };
        const success = typeof said === "function" ? said(user) : said;
        if (success) toast(success);
        return user;
      } catch (error) {
        toast({
          ...(toasts?.failure(failureReason(error)) ?? {
            title: "Login failed",
            description: errorMessage(error) ?? "Invalid credentials",
          }),
          variant: "destructive",
        });
        return null;
      }
    },
    [loginAsync, queryClient],
  );

  const register = useCallback(
    async (input: RegisterInput, toasts?: AuthToasts) => {
      try {
        const { user } = await registerAsync(input);
        const said = toasts
          ? toasts.success
          : { title: "Account created!", description: "Please sign in with your username and password." };
        const success = typeof said === "function" ? said(user) : said;
        if (success) toast(success);
        return user;
      } catch (error) {
        toast({
          ...(toasts?.failure(failureReason(error)) ?? {
            title: "Registration failed",
            description: errorMessage(error) ?? "Please try again",
          }),
          variant: "destructive",
        });
        return null;
      }
    },
    [registerAsync],
  );

  const logout = useCallback(async () => {
    try {
      await logoutAsync();
    } catch (error) {
      toast({
        title: "Logout failed",
        description: errorMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
      return;
    }
    leaving = true;
    queryClient.clear();
    markLoggedOut();
    // A full page load drops every piece of state that belonged to the signed-in person.
    window.location.assign("/");
  }, [logoutAsync, queryClient]);

  const user = me.data?.user ?? null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: me.isPending,
      isAuthenticated: user !== null,
      isAdmin: user?.role === "admin",
      login,
      register,
      logout,
      isLoggingIn,
      isRegistering,
      isLoggingOut,
    }),
    [user, me.isPending, login, register, logout, isLoggingIn, isRegistering, isLoggingOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}

/**
 * The signed-in user for route guards (`beforeLoad`): reads the cached `auth.me` answer or asks
 * the server once. A failed call counts as "not signed in" so public pages still render.
 */
export async function getSessionUser(queryClient: QueryClient): Promise<User | null> {
  try {
    const { user } = await queryClient.ensureQueryData(trpc.auth.me.queryOptions());
    return user;
  } catch {
    return null;
  }
}
