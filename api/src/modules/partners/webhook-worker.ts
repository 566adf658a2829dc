import {
  site,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_RESPONSE_KEPT_BYTES,
  WEBHOOK_TIMEOUT_MS,
  webhookRetryDelaysMs,
} from "contracts";
import {
  type Db,
  type Tx,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from "db";
import { and, asc, eq, gt, gte, isNull, lt, lte, min, or, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { type MailDeps, mailDateTime, queueMail, renderEmail } from "../../mail";
import { addressRefusal, type Resolve } from "./webhooks.service";

/**
 * The webhook worker (a job of (deps, now), run under its lease by api/src/jobs): sends the due
 * deliveries, each claimed first with a guarded update so two workers never send one twice, signed
 * as Standard Webhooks asks. A failed try waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h before
 * the next; after the last the delivery is failed (the log keeps it, and "Resend" queues it again).
 * An endpoint whose every delivery has failed for 3 days is disabled and the staff are e-mailed.
 */

/** How long a worker holds a delivery it is sending: after a crash mid-send it is due again. */
const LEASE_MS = 2 * 60_000;
/** Deliveries per run; a long queue drains over several runs. */
const BATCH = 50;
/** Receivers answered at once: a slow one holds one of these, not the whole run. */
const AT_ONCE = 4;

export interface WebhookWorkerDeps {
  db: Db;
  env: { WEBHOOKS_ALLOW_PRIVATE: boolean };
  mail: MailDeps;
  /** How long a receiver has to answer (tests shorten it). */
  webhookTimeoutMs?: number;
  /** How names are resolved (tests answer for names of their own). */
  resolve?: Resolve;
}

export interface WebhookRun {
  delivered: number;
  retrying: number;
  failed: number;
  /** Endpoints disabled in this run. */
  disabled: string[];
}

interface Due {
  delivery: typeof webhookDeliveries.$inferSelect;
  event: typeof webhookEvents.$inferSelect;
  endpoint: typeof webhookEndpoints.$inferSelect;
}

interface Outcome {
  status: number | null;
  durationMs: number;
  response: string | null;
  error: string | null;
}

/** The first KB of a receiver's answer, read no further (a receiver may answer with megabytes). */
async function firstBytes(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < WEBHOOK_RESPONSE_KEPT_BYTES) {
    const { done, value } = await reader.read();
    if (done || !value) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES).toString("utf8");
}

/** The JSON body partners receive, and the Standard Webhooks headers that sign it. */
export function signedRequest(due: Pick<Due, "event" | "endpoint">, now: Date) {
  const body = JSON.stringify({
    id: due.event.id,
    type: due.event.type,
    createdAt: due.event.createdAt,
    data: due.event.data,
  });
  const headers = {
    "content-type": "application/json",
    "user-agent": `${site.name.replaceAll(" ", "")}-Webhooks/1`,
    "webhook-id": due.event.id,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": new Webhook(due.endpoint.secret).sign(due.event.id, now, body),
  };
  return { body, headers };
}

async function send(deps: WebhookWorkerDeps, due: Due, now: Date): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // Checked again at each delivery: a name may resolve elsewhere since the endpoint was saved.
  const refusal = await addressRefusal(due.endpoint.url, deps.env.WEBHOOKS_ALLOW_PRIVATE, deps.resolve);
  if (refusal) return { status: null, durationMs: elapsed(), response: null, error: refusal };
  const { body, headers } = signedRequest(due, now);
  try {
    const response = await fetch(due.endpoint.url, {
      method: "POST",
      body,
      headers,
      // A redirect could lead anywhere, the winery's own network included: it counts as an answer.
      redirect: "manual",
      signal: AbortSignal.timeout(deps.webhookTimeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    const text = await firstBytes(response).catch(() => "");
    return { status: response.status, durationMs: elapsed(), response: text, error: null };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
    const reason = timedOut
      ? `No answer within ${(deps.webhookTimeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s`
      : (cause ?? (error instanceof Error ? error.message : String(error)));
    return { status: null, durationMs: elapsed(), response: null, error: reason.slice(0, 500) };
  }
}

const succeeded = (status: number | null) => status !== null && status >= 200 && status < 300;

/** When the endpoint's current run of failures began (no success since), or null if its last try succeeded. */
async function failingSince(tx: Tx, endpointId: string): Promise<string | null> {
  const ofEndpoint = sql`${webhookAttempts.deliveryId} in (select ${webhookDeliveries.id} from ${webhookDeliveries} where ${webhookDeliveries.endpointId} = ${endpointId})`;
  const lastSuccess = (
    await tx
      .select({ at: sql<string | null>`max(${webhookAttempts.createdAt})` })
      .from(webhookAttempts)
      .where(and(ofEndpoint, gte(webhookAttempts.status, 200), lt(webhookAttempts.status, 300)))
  )[0]?.at;
  const firstFailure = (
    await tx
      .select({ at: min(webhookAttempts.createdAt) })
      .from(webhookAttempts)
      .where(
        and(
          ofEndpoint,
          or(
            isNull(webhookAttempts.status),
            lt(webhookAttempts.status, 200),
            gte(webhookAttempts.status, 300),
          ),
          lastSuccess ? gt(webhookAttempts.createdAt, lastSuccess) : undefined,
        ),
      )
  )[0]?.at;
  return firstFailure ?? null;
}

/** Disables an endpoint that has failed for 3 days, and tells every admin, in one transaction. */
async function disableIfFailing(
  tx: Tx,
  mail: MailDeps,
  endpoint: Due["endpoint"],
  outcome: Outcome,
  now: Date,
): Promise<boolean> {
  const since = await failingSince(tx, endpoint.id);
  if (!since || now.getTime() - Date.parse(since) < WEBHOOK_DISABLE_AFTER_MS) return false;
  const stamp = now.toISOString();
  const last = outcome.status !== null ? `HTTP ${outcome.status}` : (outcome.error ?? "no answer");
  const reason = `Every delivery failed since ${mailDateTime(since)} (last: ${last})`;
  const disabled = await tx
    .update(webhookEndpoints)
    .set({ active: false, disabledAt: stamp, disabledReason: reason, updatedAt: stamp })
    .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.disabledAt)));
  if (disabled.changes !== 1) return false;
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true)));
  const content = renderEmail({
    subject: "A webhook endpoint was disabled",
    preheader: `${endpoint.url} has not accepted a delivery for 3 days.`,
    heading: "A partner's webhook endpoint was disabled",
    blocks: [
      {
        kind: "text",
        text: "Deliveries to this address have failed for 3 days, so the site stopped sending to it. Events from now on are not queued for it; the ones already queued wait. Once the partner's receiver works again, open the endpoint, tick Active and save: the waiting deliveries go out, and the failed ones can be resent from its log.",
      },
      {
        kind: "facts",
        rows: [
          { label: "Endpoint", value: endpoint.url },
          { label: "Failing since", value: mailDateTime(since) },
          { label: "Last answer", value: last },
        ],
      },
      { kind: "button", label: "Open Developers", url: mail.links.url("/admin/developers") },
    ],
  });
  for (const admin of admins) {
    await queueMail(tx, { to: admin.email, kind: "webhook_disabled", ...content }, now);
  }
  return true;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inTurns<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export async function deliverWebhooks(deps: WebhookWorkerDeps, now: Date): Promise<WebhookRun> {
  const run: WebhookRun = { delivered: 0, retrying: 0, failed: 0, disabled: [] };
  const stamp = now.toISOString();
  const due = await deps.db
    .select({ delivery: webhookDeliveries, event: webhookEvents, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, "pending"),
        lte(webhookDeliveries.nextAttemptAt, stamp),
        eq(webhookEndpoints.active, true),
        isNull(webhookEndpoints.disabledAt),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(sql`${webhookDeliveries}.rowid`))
    .limit(BATCH);

  await inTurns(due, AT_ONCE, async (item) => {
    const attempts = item.delivery.attempts + 1;
    const claimed = await deps.db.write((tx) =>
      tx
        .update(webhookDeliveries)
        .set({ attempts, nextAttemptAt: new Date(now.getTime() + LEASE_MS).toISOString(), updatedAt: stamp })
        .where(
          and(
            eq(webhookDeliveries.id, item.delivery.id),
            eq(webhookDeliveries.status, "pending"),
            eq(webhookDeliveries.nextAttemptAt, item.delivery.nextAttemptAt),
          ),
        ),
    );
    if (claimed.changes !== 1) return;
    const outcome = await send(deps, item, now);
    const ok = succeeded(outcome.status);
    const wait = webhookRetryDelaysMs[attempts - 1];
    await deps.db.write(async (tx) => {
      await tx.insert(webhookAttempts).values({ deliveryId: item.delivery.id, ...outcome, createdAt: stamp });
      await tx
        .update(webhookDeliveries)
        .set({
          status: ok ? "succeeded" : wait !== undefined ? "pending" : "failed",
          nextAttemptAt: ok || wait === undefined ? stamp : new Date(now.getTime() + wait).toISOString(),
          lastStatus: outcome.status,
          lastError: ok ? null : (outcome.error ?? `The receiver answered HTTP ${outcome.status}`),
          updatedAt: stamp,
        })
        .where(eq(webhookDeliveries.id, item.delivery.id));
      if (!ok && (await disableIfFailing(tx, deps.mail, item.endpoint, outcome, now))) {
        run.disabled.push(item.endpoint.id);
      }
    });
    if (ok) run.delivered++;
    else if (wait !== undefined) run.retrying++;
    else run.failed++;
  });
  return run;
}
