import { API_KEY_REQUESTS_PER_MINUTE, type ApiScope, apiScopeLabels } from "contracts";

/**
 * What every operation of the OpenAPI document answers besides its 200 (issue 26: the document a
 * partner reads): the error shape, the statuses each kind of call can meet, the headers, the two
 * ways in, and the sentence that says who may call it. openapi.ts applies these to each operation.
 */

type Json = Record<string, unknown>;

const ref = (kind: "schemas" | "responses" | "headers" | "parameters", name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

/** The body of every error (http/rest.ts `errorBody`). */
const errorSchema: Json = {
  type: "object",
  description: "What went wrong. A 400 for input lists every field problem in `issues`.",
  required: ["message", "code"],
  properties: {
    message: {
      type: "string",
      description: "One sentence for a person: the first field problem, or what to do.",
      example: "Choose at least one scope",
    },
    code: {
      type: "string",
      description: "The kind of error (BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT...).",
      example: "BAD_REQUEST",
    },
    issues: {
      type: "array",
      description:
        "Every field problem of a 400 for input (zod issues): where (`path`) and what (`message`).",
      items: {
        type: "object",
        required: ["code", "path", "message"],
        properties: {
          code: { type: "string", example: "too_small" },
          path: {
            type: "array",
            items: { oneOf: [{ type: "string" }, { type: "integer" }] },
            example: ["scopes"],
          },
          message: { type: "string", example: "Choose at least one scope" },
        },
        additionalProperties: true,
      },
    },
    error: {
      type: "string",
      description: "A declined card's reason (402): card_declined, insufficient_funds, expired_card...",
      example: "card_declined",
    },
  },
};

const headers: Record<string, Json> = {
  "RateLimit-Limit": {
    description: `Requests an API key may make a minute (${API_KEY_REQUESTS_PER_MINUTE}); on every answer to a key.`,
    schema: { type: "integer", example: API_KEY_REQUESTS_PER_MINUTE },
  },
  "RateLimit-Remaining": {
    description: "Requests the key has left this minute; on every answer to a key.",
    schema: { type: "integer", example: 598 },
  },
  "RateLimit-Reset": {
    description: "Seconds until the key's minute starts again; on every answer to a key.",
    schema: { type: "integer", example: 42 },
  },
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer", example: 30 },
  },
  "X-Total-Count": {
    description: "How many items the filters find in all (this answer holds one page of them).",
    schema: { type: "integer", example: 128 },
  },
  ETag: {
    description: "The answer's version: send it back as If-None-Match to get a 304 when nothing changed.",
    schema: { type: "string", example: '"3f2a9c"' },
  },
  "Idempotent-Replayed": {
    description: "true when this is the kept answer to an earlier request with the same Idempotency-Key.",
    schema: { type: "string", enum: ["true"] },
  },
};

const keyHeaders = {
  "RateLimit-Limit": ref("headers", "RateLimit-Limit"),
  "RateLimit-Remaining": ref("headers", "RateLimit-Remaining"),
  "RateLimit-Reset": ref("headers", "RateLimit-Reset"),
};

function errorAnswer(description: string, extraHeaders: Json = {}): Json {
  return {
    description,
    headers: { ...keyHeaders, ...extraHeaders },
    content: { "application/json": { schema: ref("schemas", "Error") } },
  };
}

const responses: Record<string, Json> = {
  BadRequest: errorAnswer("The input was refused: `message` says why, `issues` lists every field problem."),
  PaymentRequired: errorAnswer("The card was declined: `error` names the reason. Nothing was charged."),
  Unauthorized: errorAnswer(
    "Not signed in, or the API key is unknown, revoked or expired (then with `WWW-Authenticate: Bearer`).",
  ),
  Forbidden: errorAnswer(
    "Signed in, but not allowed: the call needs an admin, a club member, or a key scope the key lacks (named in `message`).",
  ),
  NotFound: errorAnswer("There is no such item (or no such path)."),
  Conflict: errorAnswer(
    "The data does not allow it now (out of stock, a full slot, a state the item cannot move from), someone else changed it at the same moment, or the Idempotency-Key was used with another request or is still being answered. Nothing was changed.",
    { "Retry-After": ref("headers", "Retry-After") },
  ),
  PayloadTooLarge: errorAnswer("The body is over the limit (1 MB for JSON, 5 MB for a picture)."),
  UnsupportedMediaType: errorAnswer("The body must be sent as application/json."),
  TooManyRequests: errorAnswer(
    "Too many requests: the key's 600 a minute, or a limit of this call (sign-ins, declined cards, posts...). Wait Retry-After seconds.",
    { "Retry-After": ref("headers", "Retry-After") },
  ),
  InternalError: errorAnswer("Something went wrong on the server; nothing was changed. Please try again."),
};

const parameters: Record<string, Json> = {
  IdempotencyKey: {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    description:
      "Any unique text (a UUID): the same key with the same body within 24 hours answers the first result again (with Idempotent-Replayed: true) instead of doing it twice; with another body it is a 409.",
    schema: { type: "string", minLength: 1, maxLength: 255, example: "7b0e4c1a-2f55-4d1e-9c3b-5b2d1f0a9e11" },
  },
};

export const securitySchemes = {
  cookieAuth: {
    type: "apiKey",
    in: "cookie",
    name: "rr_session",
    description:
      "A person's session: set by POST /api/auth/login (named __Host-rr_session on https). For browsers; state-changing calls also need the site's Origin.",
  },
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    description:
      "An API key for a partner's server (`rr_...`), made by an admin at /admin/developers with the scopes it needs. Sent as `Authorization: Bearer rr_...` to /api only; 600 requests a minute.",
  },
} as const;

export const components = { schemas: { Error: errorSchema }, responses, headers, parameters };

/** The tags the operations use, each with what it holds. */
export const tagDescriptions: Record<string, string> = {
  auth: "Signing up, in and out; password resets.",
  wines: "The wine list and each wine (public); the catalogue's edits (admin, catalogue:write).",
  cart: "A visitor's or customer's cart (people only).",
  gifts: "Gift packages (public); their edits (admin, catalogue:write).",
  merchandise: "Merchandise (public); its edits (admin, catalogue:write).",
  membership: "The wine club: joining, the monthly selection, skips, holds, cancelling (members).",
  orders: "Checkout, a customer's own orders, and the status call partners may make (orders:write).",
  reservations: "Tasting experiences, their slots and bookings.",
  journal: "A member's tasting journal (people only).",
  forum: "The community forum (people only).",
  account: "A person's own profile (people only).",
  newsletter: "Newsletter sign-up, confirmation and leaving; the subscriber list (admin, customers:read).",
  pages: "The site's editable pages.",
  admin:
    "The back office: orders, customers, analytics, the club (admin; a key with the scope named on each).",
  coupons: "Coupons (admin, people only).",
  inventory: "Stock adjustments (admin, catalogue:read / catalogue:write).",
  mail: "The e-mail outbox and newsletter issues (admin).",
  partners: "API keys (an admin signed in only) and webhooks (webhooks:manage).",
  uploads: "Pictures for journals and the catalogue.",
  club: "The club's back office: members, billing runs, declines (admin).",
  compliance: "Selling wine lawfully: licensed ship-to states, yearly limits and tax rates by state.",
};

export type Access = "public" | "user" | "member" | "admin";

/** Who may call an operation, in a sentence the document shows on it. */
export function accessSentence(access: Access, scope: ApiScope | "session" | undefined): string {
  if (access === "public") return "Open to everyone; an API key may call it too (counted against its limit).";
  if (access === "user") return "For a signed-in person (session). An API key gets 403.";
  if (access === "member") return "For a signed-in club member (session). An API key gets 403.";
  if (scope === "session") return "For an admin signed in on the site (session) only; an API key gets 403.";
  if (scope)
    return `For an admin (session), or an API key with the scope \`${scope}\` (${apiScopeLabels[scope].toLowerCase()}).`;
  return "For an admin signed in on the site (session): for people only, an API key gets 403.";
}

export interface OperationFacts {
  method: string;
  path: string;
  access: Access;
  /** Takes a JSON body (POST, PUT, PATCH). */
  body: boolean;
  /** A list answering one page, with X-Total-Count. */
  paged: boolean;
  /** Answered from the kept catalogue, with an ETag. */
  etag: boolean;
  /** Can decline a card. */
  payment: boolean;
}

/** Every status an operation can answer besides its 200, as references to `responses`. */
export function errorAnswers(facts: OperationFacts): Record<string, Json> {
  const answers: Record<string, Json> = { "400": ref("responses", "BadRequest") };
  if (facts.payment) answers["402"] = ref("responses", "PaymentRequired");
  // Any call made with a bad key is a 401, public ones included.
  answers["401"] = ref("responses", "Unauthorized");
  if (facts.access !== "public") answers["403"] = ref("responses", "Forbidden");
  if (facts.path.includes("{") || facts.access !== "public") answers["404"] = ref("responses", "NotFound");
  if (facts.method !== "GET") answers["409"] = ref("responses", "Conflict");
  if (facts.body) {
    answers["413"] = ref("responses", "PayloadTooLarge");
    answers["415"] = ref("responses", "UnsupportedMediaType");
  }
  answers["429"] = ref("responses", "TooManyRequests");
  answers["500"] = ref("responses", "InternalError");
  return answers;
}

/** The headers of an operation's 200. */
export function okHeaders(facts: OperationFacts): Json {
  return {
    ...keyHeaders,
    ...(facts.paged ? { "X-Total-Count": ref("headers", "X-Total-Count") } : {}),
    ...(facts.etag ? { ETag: ref("headers", "ETag") } : {}),
    ...(facts.method === "POST" ? { "Idempotent-Replayed": ref("headers", "Idempotent-Replayed") } : {}),
  };
}

/** The security an operation accepts: none needed, a session, or a session or a key with its scope. */
export function securityOf(access: Access, scope: ApiScope | "session" | undefined): Json[] {
  if (access === "public") return [{}, { bearerAuth: [] }];
  if (access === "admin" && scope && scope !== "session")
    return [{ cookieAuth: [] }, { bearerAuth: [scope] }];
  return [{ cookieAuth: [] }];
}

export const idempotencyParameter = ref("parameters", "IdempotencyKey");
