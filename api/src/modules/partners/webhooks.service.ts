import { randomBytes } from "node:crypto";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import {
  type CreatedWebhook,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  WEBHOOK_PING,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookEventTypes,
} from "contracts";
import {
  jsonArrayHas,
  type Tx,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from "db";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "../../trpc/context";
import { badRequest, notFound } from "../../trpc/errors";

/**
 * Webhook endpoints and the events outbox (DECISIONS.md, Round 3: Partner access). An event is a
 * row written in the transaction of the change it reports, with one delivery row per endpoint that
 * wants it; the worker (webhook-worker.ts) sends them after the commit. A change that rolls back
 * leaves no event.
 */

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export type WebhookEventName = WebhookEventType | typeof WEBHOOK_PING;

const isEventType = (type: string): type is WebhookEventType =>
  (webhookEventTypes as readonly string[]).includes(type);

export function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter(isEventType),
    active: row.active,
    createdAt: row.createdAt,
    disabledAt: row.disabledAt,
    disabledReason: row.disabledReason,
  };
}

// ---------------------------------------------------------------- which addresses may receive

/** Addresses that are not the public internet: a partner's URL may not point at the winery's own network. */
const notPublic = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  notPublic.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  notPublic.addSubnet(net, prefix, "ipv6");
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return !notPublic.check(mapped, "ipv4");
  return !notPublic.check(address, family === 4 ? "ipv4" : "ipv6");
}

export type Resolve = (host: string) => Promise<string[]>;

const resolveHost: Resolve = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * Why a URL may not receive deliveries, or null: https to a public address, checked after the name
 * is resolved (every address it resolves to), unless private addresses are allowed
 * (`WEBHOOKS_ALLOW_PRIVATE`, local development and the tests), which also allows plain http.
 */
export async function addressRefusal(
  url: string,
  allowPrivate: boolean,
  resolve: Resolve = resolveHost,
): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "Enter a full URL, e.g. https://partner.example/webhooks";
  }
  if (parsed.username || parsed.password) return "The URL may not carry a user name or password.";
  if (allowPrivate) return null;
  if (parsed.protocol !== "https:") return "The URL must start with https://";
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return `${host} could not be found. Check the address.`;
  }
  if (addresses.length === 0) return `${host} could not be found. Check the address.`;
  if (!addresses.every(isPublicAddress)) {
    return `${host} is a private, loopback or link-local address: webhooks go to public addresses only.`;
  }
  return null;
}

// ---------------------------------------------------------------- the outbox

/**
 * Writes one event and queues it for every active endpoint that wants its type (or for `only`, the
 * endpoint a test event is for), in the caller's transaction. Answers the event's id.
 */
export async function recordEvent(
  tx: Tx,
  type: WebhookEventName,
  data: unknown,
  now: Date,
  only?: string,
): Promise<string> {
  const stamp = now.toISOString();
  const [event] = await tx.insert(webhookEvents).values({ type, data, createdAt: stamp }).returning();
  if (!event) throw new Error("The webhook event was not written");
  const wanted = only
    ? eq(webhookEndpoints.id, only)
    : and(
        eq(webhookEndpoints.active, true),
        isNull(webhookEndpoints.disabledAt),
        jsonArrayHas(tx.engine, webhookEndpoints.events, type),
      );
  const endpoints = await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(wanted);
  for (const endpoint of endpoints) {
    await tx.insert(webhookDeliveries).values({
      endpointId: endpoint.id,
      eventId: event.id,
      nextAttemptAt: stamp,
      createdAt: stamp,
      updatedAt: stamp,
    });
  }
  return event.id;
}

// ---------------------------------------------------------------- endpoints

function newSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

async function endpointRow(tx: Tx | Context["db"], id: string): Promise<EndpointRow> {
  const row = (await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];
  if (!row) throw notFound("There is no such webhook endpoint.");
  return row;
}

export async function list(ctx: Context): Promise<WebhookEndpoint[]> {
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(toEndpoint);
}

async function checkAddress(ctx: Context, url: string): Promise<void> {
  const refusal = await addressRefusal(url, ctx.env.WEBHOOKS_ALLOW_PRIVATE);
  if (refusal) throw badRequest(refusal);
}

export async function create(ctx: Context, input: CreateWebhookInput): Promise<CreatedWebhook> {
  // The name is resolved before the write: no network call inside a transaction.
  await checkAddress(ctx, input.url);
  const stamp = ctx.clock.now().toISOString();
  const secret = newSecret();
  const row = await ctx.db.write(async (tx) => {
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        url: input.url,
        events: input.events,
        secret,
        active: input.active ?? true,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("The endpoint was not saved");
  return { ...toEndpoint(row), secret };
}

/** Changes an endpoint; turning a disabled one active again clears why it was disabled. */
export async function update(ctx: Context, input: UpdateWebhookInput): Promise<WebhookEndpoint> {
  if (input.url !== undefined) await checkAddress(ctx, input.url);
  const stamp = ctx.clock.now().toISOString();
  const row = await ctx.db.write(async (tx) => {
    await endpointRow(tx, input.id);
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.active === true ? { disabledAt: null, disabledReason: null } : {}),
        updatedAt: stamp,
      })
      .where(eq(webhookEndpoints.id, input.id))
      .returning();
    return updated;
  });
  if (!row) throw notFound("There is no such webhook endpoint.");
  return toEndpoint(row);
}

export async function remove(ctx: Context, id: string): Promise<{ success: true }> {
  await ctx.db.write(async (tx) => {
    await endpointRow(tx, id);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  });
  return { success: true };
}

// ---------------------------------------------------------------- the delivery log

function toDelivery(row: { delivery: DeliveryRow; type: string }): WebhookDelivery {
  const { delivery } = row;
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    type: row.type,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatus: delivery.lastStatus,
    lastError: delivery.lastError,
    nextAttemptAt: delivery.status === "pending" ? delivery.nextAttemptAt : null,
    createdAt: delivery.createdAt,
  };
}

export async function deliveries(
  ctx: Context,
  input: { id: string; status?: WebhookDeliveryStatus | undefined; page: number; pageSize: number },
): Promise<{ items: WebhookDelivery[]; total: number; page: number; pageSize: number }> {
  await endpointRow(ctx.db, input.id);
  const where = and(
    eq(webhookDeliveries.endpointId, input.id),
    input.status ? eq(webhookDeliveries.status, input.status) : undefined,
  );
  const rows = await ctx.db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(sql`${webhookDeliveries}.rowid`))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const total = (await ctx.db.select({ n: count() }).from(webhookDeliveries).where(where))[0]?.n ?? 0;
  return { items: rows.map(toDelivery), total, page: input.page, pageSize: input.pageSize };
}

async function deliveryOf(db: Context["db"] | Tx, endpointId: string, deliveryId: string) {
  const row = (
    await db
      .select({ delivery: webhookDeliveries, type: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
  )[0];
  if (!row) throw notFound("There is no such delivery for this endpoint.");
  return row;
}

/** One delivery with every try of it, oldest first. */
export async function delivery(
  ctx: Context,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryDetail> {
  const row = await deliveryOf(ctx.db, endpointId, deliveryId);
  const tries = await ctx.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(webhookAttempts.createdAt, sql`${webhookAttempts}.rowid`);
  return {
    ...toDelivery(row),
    log: tries.map((t) => ({
      status: t.status,
      durationMs: t.durationMs,
      response: t.response,
      error: t.error,
      createdAt: t.createdAt,
    })),
  };
}

/** Sends a delivery again: pending now, its tries keep counting (the log keeps each one). */
export async function resend(ctx: Context, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const stamp = ctx.clock.now().toISOString();
  return ctx.db.write(async (tx) => {
    await deliveryOf(tx, endpointId, deliveryId);
    await tx
      .update(webhookDeliveries)
      .set({ status: "pending", nextAttemptAt: stamp, updatedAt: stamp })
      .where(eq(webhookDeliveries.id, deliveryId));
    return toDelivery(await deliveryOf(tx, endpointId, deliveryId));
  });
}

/** "Send test event": a `ping` to this endpoint alone, whatever events it wants. */
export async function sendTest(ctx: Context, endpointId: string): Promise<WebhookDelivery> {
  const now = ctx.clock.now();
  return ctx.db.write(async (tx) => {
    const endpoint = await endpointRow(tx, endpointId);
    const eventId = await recordEvent(
      tx,
      WEBHOOK_PING,
      { endpointId: endpoint.id, message: "A test event from the Ridge Road Vineyard back office." },
      now,
      endpoint.id,
    );
    const row = (
      await tx
        .select({ delivery: webhookDeliveries, type: webhookEvents.type })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.endpointId, endpoint.id)))
    )[0];
    if (!row) throw new Error("The test delivery was not queued");
    return toDelivery(row);
  });
}
