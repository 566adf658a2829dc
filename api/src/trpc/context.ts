import type { Db } from "db";
import type { KeyCaller } from "../auth/api-keys";
import { parseCookies, serializeCookie } from "../auth/cookies";
import type { RateLimiter } from "../auth/rate-limit";
import { SESSION_DAYS, type SessionRow, type UserRow, validateSessionToken } from "../auth/sessions";
import type { Clock } from "../clock";
import type { Env } from "../env";
import type { AppHooks } from "../hooks";
import type { MailDeps } from "../mail";
import type { PaymentGateway } from "../payments/gateway";

/** What the app is built from: one of each per process (tests build their own). */
export interface AppDeps {
  db: Db;
  clock: Clock;
  env: Env;
  rateLimiter: RateLimiter;
  payments: PaymentGateway;
  /** Where higher modules listen to lower ones' events (registered in createApp). */
  hooks: AppHooks;
  /** E-mail: the links' origin and the SMTP transport (null when none is configured). */
  mail: MailDeps;
  /**
   * This process among the others on the database (host, pid and a random part, made once): lease
   * rows name it as their holder (api/src/jobs/lease.ts).
   */
  processId: string;
}

export interface CookieNames {
  session: string;
  cart: string;
  /** A visitor's random id, for counting forum views once per reader per day. */
  visitor: string;
}

/** On https the __Host- prefix pins the cookie to this origin, path / and Secure. */
export function cookieNames(secure: boolean): CookieNames {
  return secure
    ? { session: "__Host-rr_session", cart: "__Host-rr_cart", visitor: "__Host-rr_visitor" }
    : { session: "rr_session", cart: "rr_cart", visitor: "rr_visitor" };
}

export interface Context extends AppDeps {
  ip: string;
  secure: boolean;
  cookies: CookieNames;
  sessionToken: string | null;
  session: SessionRow | null;
  user: UserRow | null;
  /** The visitor's cart cookie, when the browser sent one. */
  cartToken: string | null;
  /** The visitor cookie, when the browser sent one (set by the calls that need it). */
  visitorToken: string | null;
  /** Headers the procedure wants on the answer (Set-Cookie, Retry-After). */
  responseHeaders: Headers;
  /**
   * The partner's API key a REST request came with (`Authorization: Bearer`), already checked; such
   * a request has no session and no cookies: the key acts only within its scopes (procedures.ts).
   */
  apiKey: KeyCaller | null;
}

export interface RequestInfo {
  headers: Headers;
  ip: string;
  secure: boolean;
  /** The request's checked API key, if it came with one. */
  apiKey?: KeyCaller | null;
}

export async function createContext(deps: AppDeps, request: RequestInfo): Promise<Context> {
  const cookies = cookieNames(request.secure);
  const apiKey = request.apiKey ?? null;
  // A key's request is the partner's server, not a browser: a cookie sent along means nothing.
  const jar = apiKey ? new Map<string, string>() : parseCookies(request.headers.get("cookie"));
  const responseHeaders = new Headers();
  const sessionToken = jar.get(cookies.session) ?? null;
  let session: SessionRow | null = null;
  let user: UserRow | null = null;
  if (sessionToken) {
    const validated = await validateSessionToken(deps.db, sessionToken, deps.clock.now());
    if (validated) {
      session = validated.session;
      user = validated.user;
      if (validated.renewed) {
        responseHeaders.append("Set-Cookie", sessionCookie(cookies, sessionToken, request.secure));
      }
    } else {
      responseHeaders.append("Set-Cookie", clearedSessionCookie(cookies, request.secure));
    }
  }
  return {
    ...deps,
    ip: request.ip,
    secure: request.secure,
    cookies,
    sessionToken: session ? sessionToken : null,
    session,
    user,
    cartToken: jar.get(cookies.cart) ?? null,
    visitorToken: jar.get(cookies.visitor) ?? null,
    responseHeaders,
    apiKey,
  };
}

export function sessionCookie(names: CookieNames, token: string, secure: boolean): string {
  return serializeCookie(names.session, token, { secure, maxAgeSeconds: SESSION_DAYS * 24 * 60 * 60 });
}

export function clearedSessionCookie(names: CookieNames, secure: boolean): string {
  return serializeCookie(names.session, "", { secure, maxAgeSeconds: 0 });
}
