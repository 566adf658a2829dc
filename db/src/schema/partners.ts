import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, updatedAt } from "./columns";

/**
 * Keys partners' servers send as `Authorization: Bearer rr_...` (DECISIONS.md, Round 3: Partner
 * access). Only the SHA-256 of the secret is kept, with its last 4 characters to tell keys apart.
 */
export const apiKeys = sqliteTable("api_keys", {
  id: id(),
  name: text("name").notNull(),
  /** The scopes granted (contracts' `ApiScope`), as a JSON array. */
  scopes: text("scopes", { mode: "json" }).$type<string[]>().notNull(),
  /** Hex SHA-256 of the whole secret. */
  hash: text("hash").notNull().unique(),
  last4: text("last4").notNull(),
  /** The admin who made it (a user id). */
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
  expiresAt: text("expires_at"),
  revokedAt: text("revoked_at"),
  lastUsedAt: text("last_used_at"),
  lastUsedIp: text("last_used_ip"),
});

/**
 * Requests counted per key and minute (the per-key limit, 600 a minute): one row per key and
 * window, incremented by a guarded update, so every process counts on the same row.
 */
export const apiKeyWindows = sqliteTable(
  "api_key_windows",
  {
    keyId: text("key_id").notNull(),
    /** Epoch milliseconds of the minute the window starts at. */
    windowStart: integer("window_start").notNull(),
    requests: integer("requests").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.windowStart] })],
);

/** A partner's address for webhook deliveries, with the event types it wants. */
export const webhookEndpoints = sqliteTable("webhook_endpoints", {
  id: id(),
  url: text("url").notNull(),
  events: text("events", { mode: "json" }).$type<string[]>().notNull(),
  /** `whsec_` + base64: the signing secret, shown once; kept as is because every delivery signs with it. */
  secret: text("secret").notNull(),
  active: bool("active").notNull().default(true),
  disabledAt: text("disabled_at"),
  disabledReason: text("disabled_reason"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every event for partners, written in the transaction of the change it reports (like e-mail in the
 * outbox); its id is the `webhook-id` receivers deduplicate by.
 */
export const webhookEvents = sqliteTable(
  "webhook_events",
  {
    id: id(),
    type: text("type").notNull(),
    /** The JSON body's `data`, as the matching GET answers it. */
    data: text("data", { mode: "json" }).$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_events_created_idx").on(t.createdAt)],
);

/** One event for one endpoint: retried on the schedule until it succeeds or runs out of tries. */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    status: text("status").$type<"pending" | "succeeded" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the worker may (re)try; pushed ahead while a worker holds it, as the mail outbox does. */
    nextAttemptAt: text("next_attempt_at").notNull(),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_endpoint_event").on(t.endpointId, t.eventId),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);

/** Every try of a delivery: what the receiver answered, how long it took, the first 1 KB it said. */
export const webhookAttempts = sqliteTable(
  "webhook_attempts",
  {
    id: id(),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    /** The HTTP status, or null when none came (timeout, refused connection). */
    status: integer("status"),
    durationMs: integer("duration_ms").notNull(),
    response: text("response"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.createdAt)],
);

/**
 * `Idempotency-Key` on creating POSTs (Stripe's rule): the first request's answer is kept 24 hours
 * under the caller and key; the same key with the same body answers it again, another body is a 409.
 * `status` is null while the first request is still running.
 */
export const idempotentRequests = sqliteTable(
  "idempotent_requests",
  {
    /** The caller (a user, an API key or a visitor's cart) and the key, joined. */
    key: text("key").primaryKey(),
    /** Method and path, and the SHA-256 of the body: what "the same request" means. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    /** The answer's body and the headers worth repeating (JSON). */
    body: text("body"),
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("idempotent_requests_expires_idx").on(t.expiresAt)],
);
