import { z } from "zod";

/**
 * Partner access (DECISIONS.md, Round 3): what an API key may do, the webhook events, and the
 * shapes of keys, endpoints and deliveries. The admin screen and the OpenAPI document read the same
 * lists, so a scope or an event is named once.
 */

export const apiScopes = [
  "orders:read",
  "orders:write",
  "catalogue:read",
  "catalogue:write",
  "customers:read",
  "marketing:write",
  "reservations:read",
  "reservations:write",
  "webhooks:manage",
] as const;
export type ApiScope = (typeof apiScopes)[number];
export const apiScopeSchema = z.enum(apiScopes, {
  error: `A scope is one of ${apiScopes.join(", ")}`,
});

/** What each scope lets a key do, in the words the developers screen shows. */
export const apiScopeLabels: Record<ApiScope, string> = {
  "orders:read": "Read orders, refunds, sales figures and exports",
  "orders:write": "Change an order's status, tracking and notes; refund orders",
  "catalogue:read": "Read the stock adjustments (the wines, gift packages and merchandise are public)",
  "catalogue:write": "Add and change wines, gift packages, merchandise and stock",
  "customers:read": "Read customers, club members and newsletter subscribers",
  "marketing:write": "Import newsletter subscribers and send newsletter issues",
  "reservations:read": "Read reservation types, slots and bookings",
  "reservations:write": "Change reservation types, slots and bookings",
  "webhooks:manage": "Manage webhook endpoints and read their delivery log",
};

/** Requests each key may make in a minute (429 with Retry-After past it). */
export const API_KEY_REQUESTS_PER_MINUTE = 600;

/** `rr_` and 40 characters of base64url randomness (the rule asks for at least 32). */
export const apiKeySecretPattern = /^rr_[A-Za-z0-9_-]{32,}$/;

export const webhookEventTypes = [
  "order.paid",
  "order.status_changed",
  "order.refunded",
  "order.cancelled",
  "membership.created",
  "membership.renewed",
  "membership.payment_failed",
  "membership.cancelled",
  "reservation.created",
  "reservation.cancelled",
  "subscriber.confirmed",
  "subscriber.unsubscribed",
  "product.stock_changed",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const webhookEventTypeSchema = z.enum(webhookEventTypes, {
  error: `An event type is one of ${webhookEventTypes.join(", ")}`,
});
/** The event "Send test event" queues to one endpoint (whatever types it wants). */
export const WEBHOOK_PING = "ping";

/** What a partner learns from each event's `data`. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  "order.paid": "An order was paid (data: the order as GET /api/admin/orders/{id} answers it)",
  "order.status_changed":
    "A paid order moved to another status: processing, shipped, delivered, cancelled (data: the order)",
  "order.refunded": "Money was given back on an order (data: the order, refunds included)",
  "order.cancelled": "An order was cancelled (data: the order)",
  "membership.created": "Someone joined the wine club (data: the membership and its userId)",
  "membership.renewed": "A membership's monthly renewal was charged (data: the membership)",
  "membership.payment_failed": "A renewal's charge was declined (data: the membership)",
  "membership.cancelled": "A membership ended (data: the membership)",
  "reservation.created": "A tasting was booked (data: the reservation)",
  "reservation.cancelled": "A booking was cancelled (data: the reservation)",
  "subscriber.confirmed": "A newsletter sign-up was confirmed (data: the subscription)",
  "subscriber.unsubscribed": "A subscriber left the newsletter (data: the subscription)",
  "product.stock_changed": "A product's stock changed (data: { kind, id, size?, stock })",
};

/** Waits before each retry of a failed delivery: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h. */
export const webhookRetryDelaysMs = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;
/** An endpoint whose deliveries have all failed for this long is disabled, and the staff told. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3_600_000;
/** A receiver has this long to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 1024;

// ---------------------------------------------------------------- API keys

const isoTimestamp = z.iso.datetime({
  offset: true,
  error: "Use an ISO timestamp, e.g. 2026-12-31T23:59:59Z",
});

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiScopeSchema),
  last4: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyInput = z.object({
  name: z.string().trim().min(1, "Name the key (who uses it)").max(80, "Keep the name under 80 characters"),
  scopes: z
    .array(apiScopeSchema)
    .min(1, "Choose at least one scope")
    .max(apiScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, "Each scope once"),
  /** When the key stops working; none means until revoked. */
  expiresAt: isoTimestamp.optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

/** The new key: its secret is in this answer only. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdInput = z.object({ id: z.string().min(1).max(64) });

// ---------------------------------------------------------------- webhooks

const webhookUrl = z
  .string()
  .trim()
  .min(1, "Enter the endpoint's URL")
  .max(2000, "Keep the URL under 2,000 characters")
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, "Enter a full URL, e.g. https://partner.example/webhooks");

const webhookEvents = z
  .array(webhookEventTypeSchema)
  .min(1, "Choose at least one event")
  .max(webhookEventTypes.length)
  .refine((events) => new Set(events).size === events.length, "Each event once");

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  active: z.boolean(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const createWebhookInput = z.object({
  url: webhookUrl,
  events: webhookEvents,
  active: z.boolean().optional(),
});
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

/** The new endpoint: its signing secret is in this answer only. */
export const createdWebhookSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const updateWebhookInput = z.object({
  id: z.string().min(1).max(64),
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  active: z.boolean().optional(),
});
export type UpdateWebhookInput = z.infer<typeof updateWebhookInput>;

export const webhookIdInput = z.object({ id: z.string().min(1).max(64) });

export const webhookDeliveryStatuses = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookAttemptSchema = z.object({
  status: z.number().int().nullable(),
  durationMs: z.number().int(),
  response: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One delivery with every try of it, oldest first (the log's detail). */
export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  log: z.array(webhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const webhookDeliveriesInput = z.object({
  id: z.string().min(1).max(64),
  status: z.enum(webhookDeliveryStatuses, { error: "status is pending, succeeded or failed" }).optional(),
  page: z.number().int().min(1, "page starts at 1").max(1_000_000).default(1),
  pageSize: z.number().int().min(1, "pageSize is at least 1").max(100, "pageSize is at most 100").default(25),
});

export const webhookDeliveriesSchema = z.object({
  items: z.array(webhookDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const webhookDeliveryIdInput = z.object({
  id: z.string().min(1).max(64),
  deliveryId: z.string().min(1).max(64),
});
