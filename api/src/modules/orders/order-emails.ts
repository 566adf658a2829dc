import {
  carrierFromName,
  carrierLabels,
  formatPrice,
  formatUsd,
  lineKindRules,
  type Order,
  RECEIPT_EVENT_PREFIX,
  site,
  taxLabel,
  toCents,
  trackingLink,
} from "contracts";
import { type Executor, orderEvents, param, prepared, type Tx } from "db";
import { and, asc, eq, like } from "drizzle-orm";
import type { OrderChange, OrderRefunded, OrderShipped } from "../../hooks";
import { type Block, type MailDeps, mailDateTime, queueMail, renderEmail } from "../../mail";
import { addOrderEvent, issueOrderToken, loadOrder } from "./orders.service";

/**
 * The e-mails about an order (receipt, shipped, refunded, cancelled), written by the order hooks'
 * listeners inside the transaction of the change: a change that rolls back sends nothing. Each one
 * carries a fresh link to the order (`/orders/{id}?token=`), which works for guests, and writes an
 * `email` line on the order's timeline.
 */

function firstName(order: Order): string | null {
  return order.customerName?.trim().split(/\s+/)[0] || null;
}

function ships(order: Order): boolean {
  return order.items.some((i) => lineKindRules[i.kind].stock !== "none");
}

function itemLines(order: Order): Block {
  return {
    kind: "lines",
    lines: order.items.map((item) => {
      const free = lineKindRules[item.kind].price === "free";
      const details = [
        free
          ? `Qty ${item.quantity} · ${lineKindRules[item.kind].label}`
          : `Qty ${item.quantity} × ${formatPrice(item.price)}`,
        item.size ? `Size ${item.size}` : null,
        item.packaging ? item.packaging.name : null,
        item.customMessage ? `Gift message: “${item.customMessage}”` : null,
      ].filter((d): d is string => Boolean(d));
      return {
        name: item.name,
        detail: details.join(" · "),
        amount: free ? "FREE" : formatPrice(item.lineTotal),
      };
    }),
  };
}

function totals(order: Order): Block {
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: "Subtotal", value: formatPrice(order.subtotal) },
  ];
  if (toCents(order.packaging) > 0) rows.push({ label: "Packaging", value: formatPrice(order.packaging) });
  if (toCents(order.discount) > 0) {
    rows.push({
      label: order.couponCode ? `Discount (${order.couponCode})` : "Discount",
      value: `-${formatPrice(order.discount)}`,
    });
  }
  rows.push({ label: taxLabel(order.taxRate, order.taxState), value: formatPrice(order.tax) });
  if (ships(order)) {
    rows.push({
      label: "Shipping",
      value: toCents(order.shipping) === 0 ? "FREE" : formatPrice(order.shipping),
    });
  }
  rows.push({ label: "Total", value: formatPrice(order.total), strong: true });
  return { kind: "totals", rows };
}

function addressNote(order: Order): Block | null {
  const a = order.shippingAddress;
  if (!a || !ships(order)) return null;
  const lines = [a.name, a.line1, a.line2, `${a.city}, ${a.state} ${a.postalCode}`].filter(Boolean);
  return { kind: "note", title: "Shipping to", text: lines.join("\n") };
}

const help: Block = {
  kind: "small",
  text: `Questions about your order? Write to ${site.email} or call ${site.phone} with your order number.`,
};

interface OrderMail {
  subject: string;
  preheader: string;
  heading: string;
  blocks: (Block | null)[];
}

/** Writes one order e-mail with a fresh order link, and its line on the order's timeline. */
async function sendAboutOrder(
  tx: Tx,
  mail: MailDeps,
  orderId: string,
  now: Date,
  kind: "order_receipt" | "order_shipped" | "order_refunded" | "order_cancelled",
  eventText: string,
  compose: (order: Order, link: string) => OrderMail,
): Promise<void> {
  const order = await loadOrder(tx, orderId);
  const to = order?.customerEmail;
  if (!order || !to) return;
  const token = await issueOrderToken(tx, order.id, now.toISOString());
  const link = mail.links.url(`/orders/${order.id}`, { token });
  const composed = compose(order, link);
  const content = renderEmail({
    subject: composed.subject,
    preheader: composed.preheader,
    heading: composed.heading,
    blocks: composed.blocks.filter((b): b is Block => b !== null),
  });
  await queueMail(tx, { to, kind, ...content }, now);
  await addOrderEvent(tx, {
    orderId: order.id,
    kind: "email",
    by: "system",
    detail: `${eventText}${to}`,
    now,
  });
}

/** orders.paid: the receipt with items, money, address and the order link. */
export async function sendReceipt(tx: Tx, mail: MailDeps, event: OrderChange): Promise<void> {
  await sendAboutOrder(
    tx,
    mail,
    event.orderId,
    event.now,
    "order_receipt",
    RECEIPT_EVENT_PREFIX,
    (order, link) => {
      const name = firstName(order);
      return {
        subject: `Your Ridge Road Vineyard order #${order.orderNumber}`,
        preheader: `Thank you! We received your payment of ${formatPrice(order.total)}.`,
        heading: name ? `Thank you for your order, ${name}!` : "Thank you for your order!",
        blocks: [
          {
            kind: "text",
            text: ships(order)
              ? "We've received your payment and we're getting your wine ready. Orders arrive in 3-5 business days; someone 21 or older must sign for the delivery."
              : "We've received your payment. Here is your receipt.",
          },
          {
            kind: "facts",
            rows: [
              { label: "Order", value: `#${order.orderNumber}` },
              { label: "Date", value: mailDateTime(order.paidAt ?? order.createdAt) },
              { label: "Paid", value: `${formatPrice(order.total)} by card` },
            ],
          },
          itemLines(order),
          totals(order),
          addressNote(order),
          { kind: "button", label: "View your order", url: link },
          help,
        ],
      };
    },
  );
}

/**
 * orders.shipped: carrier, tracking number and the carrier's tracking page. An order collected at
 * the tasting room was handed over in person: nothing is on its way, so no notice.
 */
export async function sendShipped(tx: Tx, mail: MailDeps, event: OrderShipped): Promise<void> {
  if (event.carrier === "pickup") return;
  await sendAboutOrder(
    tx,
    mail,
    event.orderId,
    event.now,
    "order_shipped",
    "Shipping notice e-mailed to ",
    (order, link) => {
      const number = event.trackingNumber ?? order.trackingNumber;
      const tracking = trackingLink(number, event.carrier);
      // The staff name the carrier by its code ("usps"): the customer reads its own spelling. "other"
      // tells the customer nothing, so no carrier line then.
      const known = carrierFromName(event.carrier) ?? tracking?.carrier;
      const carrier = known ? carrierLabels[known] : null;
      const name = firstName(order);
      const facts = [{ label: "Order", value: `#${order.orderNumber}` }];
      if (carrier) facts.push({ label: "Carrier", value: carrier });
      if (number) facts.push({ label: "Tracking number", value: number });
      return {
        subject: `Your order #${order.orderNumber} is on its way`,
        preheader: carrier ? `Shipped with ${carrier}.` : "Your wine has left the winery.",
        heading: name ? `Good news, ${name}: your order has shipped` : "Good news: your order has shipped",
        blocks: [
          {
            kind: "text",
            text: "Your order has left the winery. Someone 21 or older must sign for the delivery, so please have an ID ready.",
          },
          { kind: "facts", rows: facts },
          tracking ? { kind: "button", label: `Track with ${tracking.label}`, url: tracking.url } : null,
          itemLines(order),
          addressNote(order),
          {
            kind: "link",
            text: "Follow your order and its history at any time on",
            label: "your order's page",
            url: link,
          },
          help,
        ],
      };
    },
  );
}

/** orders.refunded: the amount given back, why, and when it reaches the card. */
export async function sendRefunded(tx: Tx, mail: MailDeps, event: OrderRefunded): Promise<void> {
  if (!event.notify) return;
  await sendAboutOrder(
    tx,
    mail,
    event.orderId,
    event.now,
    "order_refunded",
    "Refund notice e-mailed to ",
    (order, link) => {
      const amount = formatUsd(event.amountCents);
      return {
        subject: `Refund of ${amount} for order #${order.orderNumber}`,
        preheader: `We've refunded ${amount} to your card.`,
        heading: event.full ? "Your order has been refunded" : `We've refunded ${amount}`,
        blocks: [
          {
            kind: "text",
            text: `We've refunded ${amount} to the card you paid with. Refunds usually appear on your statement within 5-10 business days.`,
          },
          {
            kind: "facts",
            rows: [
              { label: "Order", value: `#${order.orderNumber}` },
              { label: "Refunded", value: amount },
              { label: "Order total", value: formatPrice(order.total) },
            ],
          },
          event.reason ? { kind: "note", title: "Reason", text: event.reason } : null,
          { kind: "button", label: "View your order", url: link },
          help,
        ],
      };
    },
  );
}

/**
 * orders.cancelled for a paid order (an unpaid one never reached the customer as an order): one
 * notice that says it was cancelled and what was refunded with it (that refund sends no notice of
 * its own).
 */
export async function sendCancelled(tx: Tx, mail: MailDeps, event: OrderChange): Promise<void> {
  if (!event.wasPaid) return;
  const refunded = event.refundedCents ?? 0;
  await sendAboutOrder(
    tx,
    mail,
    event.orderId,
    event.now,
    "order_cancelled",
    "Cancellation notice e-mailed to ",
    (order, link) => {
      const amount = formatUsd(refunded);
      const earlier = toCents(order.refunded) - refunded;
      return {
        subject:
          refunded > 0
            ? `Your order #${order.orderNumber} has been cancelled and refunded`
            : `Your order #${order.orderNumber} has been cancelled`,
        preheader:
          refunded > 0 ? `We've refunded ${amount} to your card.` : "Your order will not be shipped.",
        heading:
          refunded > 0 ? "Your order has been cancelled and refunded" : "Your order has been cancelled",
        blocks: [
          {
            kind: "text",
            text:
              refunded > 0
                ? `We've cancelled order #${order.orderNumber} and refunded ${amount} to the card you paid with. Refunds usually appear on your statement within 5-10 business days.`
                : `We've cancelled order #${order.orderNumber}. Its payment had already been refunded in full, so nothing more comes back to your card.`,
          },
          {
            kind: "facts",
            rows: [
              { label: "Order", value: `#${order.orderNumber}` },
              { label: "Order total", value: formatPrice(order.total) },
              ...(refunded > 0 ? [{ label: "Refunded now", value: amount }] : []),
              ...(earlier > 0 ? [{ label: "Refunded before", value: formatUsd(earlier) }] : []),
            ],
          },
          itemLines(order),
          { kind: "button", label: "View your order", url: link },
          help,
        ],
      };
    },
  );
}

/** The address an order's receipt was e-mailed to, read from its timeline (null when none was). */
export async function receiptEmailOf(db: Executor, orderId: string): Promise<string | null> {
  const row = await receiptEvent(db).get({ orderId });
  return row ? row.detail.slice(RECEIPT_EVENT_PREFIX.length) : null;
}

// Built once (db/src/prepared.ts): every checkout's answer reads it.
const receiptEvent = prepared((db: Executor) =>
  db
    .select({ detail: orderEvents.detail })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, param("orderId")),
        eq(orderEvents.kind, "email"),
        like(orderEvents.detail, `${RECEIPT_EVENT_PREFIX}%`),
      ),
    )
    .orderBy(asc(orderEvents.createdAt))
    .limit(1)
    .prepare(),
);
