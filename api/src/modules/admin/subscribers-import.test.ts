import type { ApiError, CreatedApiKey, ImportSubscribersOutput } from "contracts";
import { emailOutbox, emailSubscriptions } from "db";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../test/helpers";
import { adminOf } from "../../test/orders";

async function marketingTool(t: TestApp, admin: TestClient): Promise<TestClient> {
  const made = await admin.post<CreatedApiKey>("/api/admin/api-keys", {
    name: "Mailer",
    scopes: ["marketing:write"],
  });
  const client = t.client();
  client.origin = null;
  client.headers.authorization = `Bearer ${made.body.secret}`;
  return client;
}

const importOf = (client: TestClient, subscribers: { email: string; name?: string }[]) =>
  client.post<ImportSubscribersOutput & ApiError>("/api/admin/email-subscriptions/import", { subscribers });

describe("importing subscribers with a marketing:write key", () => {
  it("asks each new address to confirm, counts the subscribed ones and lists the rest", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const stamp = t.clock.now().toISOString();
    await t.db.write((tx) =>
      tx.insert(emailSubscriptions).values([
        {
          email: "kept@example.com",
          isActive: true,
          subscriptionDate: stamp,
          confirmedAt: stamp,
          unsubscribeToken: "u1",
        },
        {
          email: "left@example.com",
          isActive: false,
          subscriptionDate: stamp,
          unsubscribedAt: stamp,
          unsubscribeToken: "u2",
        },
      ]),
    );
    const tool = await marketingTool(t, admin);
    const res = await importOf(tool, [
      { email: "Ada@Example.com", name: "Ada Lovelace" },
      { email: "ben@example.com" },
      { email: "ada@example.com", name: "Ada again" },
      { email: "kept@example.com" },
      { email: "left@example.com" },
      { email: "not-an-address" },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      queued: 2,
      alreadyActive: 1,
      invalid: [
        { email: "ada@example.com", message: "This address is listed twice in the import" },
        { email: "not-an-address", message: "Please enter a valid e-mail address" },
        { email: "left@example.com", message: "This address unsubscribed: only its owner can sign up again" },
      ],
    });
    const mail = (await t.db.select().from(emailOutbox)).filter((m) => m.kind === "newsletter_confirm");
    expect(mail.map((m) => m.to).sort()).toEqual(["ada@example.com", "ben@example.com"]);
    const rows = await t.db.select().from(emailSubscriptions);
    expect(rows.find((r) => r.email === "ada@example.com")).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      isActive: false,
    });
  });

  it("is not held back by the visitors' sign-up limit (5 an hour per network)", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const tool = await marketingTool(t, admin);
    const people = Array.from({ length: 1000 }, (_, i) => ({ email: `reader${i}@example.com` }));
    const first = await importOf(tool, people.slice(0, 500));
    const second = await importOf(tool, people.slice(500));
    expect([first.body.queued, second.body.queued]).toEqual([500, 500]);
    expect(await t.db.$count(emailSubscriptions)).toBe(1000);

    const tooMany = await importOf(tool, [...people, { email: "one-more@example.com" }]);
    expect([tooMany.status, tooMany.body.message]).toEqual([400, "Send at most 1000 subscribers a call"]);
  });

  it("needs marketing:write", async () => {
    const t = await createTestApp();
    const admin = await adminOf(t);
    const made = await admin.post<CreatedApiKey>("/api/admin/api-keys", {
      name: "Books",
      scopes: ["orders:read"],
    });
    const books = t.client();
    books.origin = null;
    books.headers.authorization = `Bearer ${made.body.secret}`;
    const res = await importOf(books, [{ email: "ada@example.com" }]);
    expect([res.status, res.body.message]).toEqual([403, "This API key lacks the scope marketing:write."]);
    expect(await t.db.$count(emailSubscriptions)).toBe(0);
  });
});
