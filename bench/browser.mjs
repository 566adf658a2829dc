// A browser for the scripts: its own cookies and client address (X-Forwarded-For, for a server
// started with TRUST_PROXY=1), talking to any server it is given.
let addresses = 0;

export class Browser {
  cookies = new Map();
  address = `10.9.${Math.floor(++addresses / 250) % 250}.${addresses % 250}`;

  /** `{ status, body }`, the body parsed when it is JSON. */
  async call(base, method, path, body) {
    const headers = { "x-forwarded-for": this.address, origin: base };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: the text as it came
    }
    return { status: res.status, body: parsed };
  }

  /** The body of a 200; anything else throws with the answer. */
  async ok(base, method, path, body) {
    const res = await this.call(base, method, path, body);
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

/** A test card that the offline gateway approves, in the form the API takes. */
export const approvedCard = {
  cardNumber: "4242424242424242",
  expiry: "12/30",
  cvc: "123",
  name: "Bench Buyer",
  zip: "44004",
};

/** A guest's checkout details that pass every check. */
export const guestDetails = {
  email: "bench.buyer@example.com",
  firstName: "Bench",
  lastName: "Buyer",
  phone: "(440) 555-0199",
  address: "12 Lake Road",
  city: "Ashtabula",
  state: "OH",
  zipCode: "44004",
  // Buying wine needs someone 21 or older (DECISIONS.md, Round 3).
  dateOfBirth: "1980-05-17",
};

/** Tokenises the card, reads the cart's total and pays it: the shopper's last two steps. */
export async function payCart(browser, base, idempotencyKey, extra = {}) {
  const method = await browser.ok(base, "POST", "/api/payments/test-method", approvedCard);
  const summary = await browser.ok(base, "GET", "/api/cart/summary");
  return browser.call(base, "POST", "/api/process-payment", {
    paymentMethodId: method.paymentMethodId,
    amount: Math.round(Number(summary.total) * 100),
    customerInfo: guestDetails,
    renewalConsent: true,
    idempotencyKey,
    ...extra,
  });
}
