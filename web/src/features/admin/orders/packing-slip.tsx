import { ADULT_SIGNATURE_NOTICE, type AdminOrder, formatPrice, isGiftOrder, site, taxLabel } from "contracts";
import { createPortal } from "react-dom";
import { customerLabel, formatDateTime } from "./order-display";
import { caseText } from "./order-items";

/**
 * Printing shows only the packing slip: every other part of the page is hidden by the print
 * stylesheet while the slip is on the page (it is hidden on screen).
 */
const printCss = `
@media screen { .rr-packing-slip { display: none !important; } }
@media print {
  html, body { background: #fff !important; }
  body > *:not(.rr-packing-slip) { display: none !important; }
  .rr-packing-slip { display: block !important; color: #000; font: 11pt/1.4 Georgia, "Times New Roman", serif; font-variant-numeric: lining-nums tabular-nums; }
  .rr-packing-slip table { width: 100%; border-collapse: collapse; margin: 12pt 0; }
  .rr-packing-slip th, .rr-packing-slip td { text-align: left; padding: 4pt 6pt; border-bottom: 1px solid #999; vertical-align: top; }
  .rr-packing-slip .num { text-align: right; width: 1%; white-space: nowrap; }
  .rr-packing-slip h1 { font-size: 18pt; margin: 0 0 4pt; }
  .rr-packing-slip .muted { color: #444; font-size: 9.5pt; }
  .rr-packing-slip .columns { display: flex; justify-content: space-between; gap: 24pt; margin-top: 12pt; }
  .rr-packing-slip .message { font-style: italic; margin-top: 2pt; }
  .rr-packing-slip .size { font-weight: bold; }
  .rr-packing-slip .contents { margin: 2pt 0 0 12pt; padding: 0; font-size: 9.5pt; }
  .rr-packing-slip .slip + .slip { break-before: page; }
  @page { margin: 16mm; }
}`;

/** The slip that goes in the box: gift orders leave every price off (docs/product/decisions.md). */
function Slip({ order }: { order: AdminOrder }) {
  const gift = isGiftOrder(order.items);
  const address = order.shippingAddress;
  return (
    <section className="slip" aria-label={`Packing slip for order #${order.orderNumber}`}>
      <h1>{site.name}</h1>
      <div className="muted">
        {site.address.street}, {site.address.city}, {site.address.state} {site.address.zip} · {site.phone} ·{" "}
        {site.email}
      </div>
      <div className="columns">
        <div>
          <strong>{gift ? "Gift packing slip" : "Packing slip"}</strong>
          <div>Order #{order.orderNumber}</div>
          <div className="muted">Placed {formatDateTime(order.createdAt)}</div>
        </div>
        <div>
          <strong>{order.pickup ? "Pickup at the tasting room" : "Ship to"}</strong>
          {address ? (
            <>
              <div>{address.name}</div>
              <div>{address.line1}</div>
              {address.line2 ? <div>{address.line2}</div> : null}
              <div>
                {address.city}, {address.state} {address.postalCode}
              </div>
            </>
          ) : (
            <div>{customerLabel(order)}</div>
          )}
        </div>
      </div>
      <table>
        <thead>
          <tr>
            <th className="num">Qty</th>
            <th>Item</th>
            {gift ? null : <th className="num">Price</th>}
            {gift ? null : <th className="num">Total</th>}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines keep their order and have no id here
            <tr key={index}>
              <td className="num">{item.quantity}</td>
              <td>
                {item.name}
                {item.size ? <div className="size">Size {item.size}</div> : null}
                {item.contents.length > 0 ? (
                  <ul className="contents" aria-label={`Inside ${item.name}`}>
                    {item.contents.map((wine, index) => (
                      // A package may hold one wine twice: the position keeps the keys apart.
                      // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the slip
                      <li key={`${index}:${wine}`}>
                        {item.quantity} × {wine}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {item.caseLine && !gift ? <div className="muted">{caseText(item)}</div> : null}
                {item.packaging ? <div className="muted">Packed in: {item.packaging.name}</div> : null}
                {item.customMessage ? <div className="message">“{item.customMessage}”</div> : null}
              </td>
              {gift ? null : <td className="num">{formatPrice(item.price)}</td>}
              {gift ? null : <td className="num">{formatPrice(item.lineTotal)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {gift ? (
        <p>A gift for you from {customerLabel(order)}. Enjoy, and visit us on the Lake Erie shore.</p>
      ) : (
        <p>
          Subtotal {formatPrice(order.subtotal)} · Packaging {formatPrice(order.packaging)} · Discount{" "}
          {formatPrice(order.discount)} · {taxLabel(order.taxRate, order.taxState)} {formatPrice(order.tax)} ·
          Shipping {formatPrice(order.shipping)} · <strong>Total {formatPrice(order.total)}</strong>
        </p>
      )}
      {order.adultSignature ? (
        <p>
          <strong>{ADULT_SIGNATURE_NOTICE}</strong>
        </p>
      ) : null}
    </section>
  );
}

/** Every order's slip, one per printed page (the desk's bulk print), in the print stylesheet's portal. */
export function PackingSlips({ orders }: { orders: AdminOrder[] }) {
  return createPortal(
    <div className="rr-packing-slip" data-testid="packing-slip">
      <style>{printCss}</style>
      {orders.map((order) => (
        <Slip key={order.id} order={order} />
      ))}
    </div>,
    document.body,
  );
}

export function PackingSlip({ order }: { order: AdminOrder }) {
  return <PackingSlips orders={[order]} />;
}
