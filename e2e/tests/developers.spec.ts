import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { signInAsAdmin } from "../fixtures/admin";
import { expect, test } from "../fixtures/test";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A partner's receiver on this machine: it keeps what arrives and answers 204. */
async function receiver(): Promise<{ url: string; received: Received[]; close: () => void }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/ridge-road`, received, close: () => server.close() };
}

/** Standard Webhooks: base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" with the secret after whsec_. */
function signatureOf(secret: string, message: Received): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signed = `${message.headers["webhook-id"]}.${message.headers["webhook-timestamp"]}.${message.body}`;
  return `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
}

test("an admin makes a key and a webhook endpoint, sends a test event and sees it delivered", async ({
  page,
  playwright,
  baseURL,
}) => {
  // The delivery waits for the worker's next turn (every 2 s) and the log's next refresh (5 s).
  test.setTimeout(60_000);
  const partner = await receiver();
  try {
    await signInAsAdmin(page);
    await page.goto("/admin/developers");
    await expect(page.getByRole("heading", { name: "Developers", level: 1 })).toBeVisible();

    // A key for a fulfilment service: shown once, then listed by its last 4 characters.
    await page.getByRole("button", { name: "New API Key" }).click();
    const keyForm = page.getByRole("form", { name: "New API key" });
    await keyForm.getByRole("button", { name: "Make Key" }).click();
    await expect(keyForm.getByRole("alert")).toHaveText("Name the key (who uses it)");
    await keyForm.getByLabel("Name").fill("E2E Fulfilment");
    await keyForm.getByRole("button", { name: "Make Key" }).click();
    await expect(keyForm.getByRole("alert")).toHaveText("Choose at least one scope");
    await keyForm.getByText("orders:read", { exact: true }).click();
    await keyForm.getByRole("button", { name: "Make Key" }).click();
    const secret = (await page.getByTestId("secret").textContent()) ?? "";
    expect(secret).toMatch(/^rr_[A-Za-z0-9_-]{40}$/);
    await page.getByRole("button", { name: "Done" }).click();
    const keys = page.getByRole("table", { name: "API keys" });
    const keyRow = keys.getByRole("row").filter({ hasText: "E2E Fulfilment" });
    await expect(keyRow).toContainText(`rr_…${secret.slice(-4)}`);
    await expect(keyRow).toContainText("Never used");

    const server = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${secret}` },
    });
    const orders = await server.get("/api/admin/orders");
    expect(orders.status()).toBe(200);
    expect(orders.headers()["ratelimit-limit"]).toBe("600");
    await page.reload();
    await expect(keyRow).toContainText("from ");

    // An endpoint on the partner's receiver; its signing secret is shown once.
    await page.getByRole("button", { name: "Add Endpoint" }).click();
    const hookForm = page.getByRole("form", { name: "New endpoint" });
    await hookForm.getByLabel("URL").fill(partner.url);
    await hookForm.getByText("order.paid", { exact: true }).click();
    await hookForm.getByRole("button", { name: "Add Endpoint" }).click();
    const signingSecret = (await page.getByTestId("secret").textContent()) ?? "";
    expect(signingSecret).toMatch(/^whsec_/);
    await page.getByRole("button", { name: "Done" }).click();

    const card = page.getByRole("list", { name: "Webhook endpoints" }).getByRole("listitem").filter({
      hasText: partner.url,
    });
    await expect(card).toContainText("Active");
    await card.getByRole("button", { name: "Send Test Event" }).click();
    await expect(page.getByText("Test event queued")).toBeVisible();
    const deliveries = card.getByRole("list", { name: "Deliveries" });
    await expect(deliveries.getByRole("listitem").first()).toContainText("Delivered", { timeout: 20_000 });
    await expect(deliveries.getByRole("listitem").first()).toContainText("HTTP 204");

    expect(partner.received).toHaveLength(1);
    const [ping] = partner.received;
    if (!ping) throw new Error("nothing arrived");
    expect(JSON.parse(ping.body)).toMatchObject({ type: "ping" });
    expect(ping.headers["webhook-signature"]).toBe(signatureOf(signingSecret, ping));

    // Revoked: the partner's next request is refused.
    await keyRow.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("button", { name: "Revoke Key" }).click();
    await expect(keyRow).toContainText("Revoked");
    expect((await server.get("/api/admin/orders")).status()).toBe(401);
    await server.dispose();
  } finally {
    partner.close();
  }
});
