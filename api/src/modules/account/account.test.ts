import type { ApiError, Profile } from "contracts";
import { describe, expect, it } from "vitest";
import { createTestApp, TEST_PASSWORD } from "../../test/helpers";

const address = { line1: "12 Lake Road", line2: "Apt 3", city: "Ashtabula", state: "OH", zipCode: "44004" };

describe("the profile", () => {
  it("keeps names, phone and a default shipping address", async () => {
    const t = await createTestApp();
    const { client, user } = await t.signedIn({ username: "rita", firstName: null, lastName: null });
    const before = await client.get<Profile>("/api/account/profile");
    expect(before.body).toMatchObject({
      username: "rita",
      phone: null,
      defaultAddress: null,
      firstName: null,
    });

    const saved = await client.put<Profile>("/api/account/profile", {
      firstName: " Rita ",
      lastName: "Kessler",
      phone: "(440) 555-0199",
      defaultAddress: address,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      id: user.id,
      username: "rita",
      email: user.email,
      firstName: "Rita",
      lastName: "Kessler",
      role: "customer",
      membershipTier: null,
      createdAt: user.createdAt,
      phone: "(440) 555-0199",
      dateOfBirth: "1980-05-17",
      defaultAddress: address,
    });
    // Leaving the address out keeps it; null removes it, and a blank phone removes the phone.
    const kept = await client.put<Profile>("/api/account/profile", {
      firstName: "Rita",
      lastName: "K",
      phone: "",
    });
    expect(kept.body).toMatchObject({ lastName: "K", phone: null, defaultAddress: address });
    const cleared = await client.put<Profile>("/api/account/profile", {
      firstName: "Rita",
      lastName: "K",
      defaultAddress: null,
    });
    expect(cleared.body.defaultAddress).toBeNull();
  });

  it("explains what is wrong and changes nothing", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn({ firstName: "Rita", lastName: "Kessler" });
    const problems = async (body: Record<string, unknown>) => {
      const res = await client.put<ApiError>("/api/account/profile", body);
      expect(res.status).toBe(400);
      return res.body.issues?.map((i) => i.message);
    };
    expect(await problems({ firstName: "", lastName: "K" })).toEqual(["First name is required"]);
    expect(await problems({ firstName: "R", lastName: "K", phone: "12" })).toEqual([
      "Please enter a valid phone number",
    ]);
    expect(
      await problems({
        firstName: "R",
        lastName: "K",
        defaultAddress: { ...address, zipCode: "440", state: "XX" },
      }),
    ).toEqual(["Choose a state", "ZIP code must be 5 digits"]);
    expect((await client.get<Profile>("/api/account/profile")).body).toMatchObject({
      firstName: "Rita",
      lastName: "Kessler",
    });
    expect((await t.client().get("/api/account/profile")).status).toBe(401);
  });
});

describe("changing the sign-in e-mail", () => {
  it("needs the password, and the new address signs in", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn({ username: "rita", email: "rita@example.com" });
    const wrong = await client.put<ApiError>("/api/account/email", {
      email: "rita.k@example.com",
      currentPassword: "not it",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Your current password is incorrect");

    const changed = await client.put<Profile>("/api/account/email", {
      email: "Rita.K@Example.com",
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.body.email).toBe("rita.k@example.com");
    const signIn = await t
      .client()
      .post("/api/auth/login", { email: "rita.k@example.com", password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
  });

  it("refuses an address another account uses", async () => {
    const t = await createTestApp();
    await t.user({ email: "taken@example.com" });
    const { client } = await t.signedIn();
    const res = await client.put<ApiError>("/api/account/email", {
      email: "taken@example.com",
      currentPassword: TEST_PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account with this e-mail already exists");
  });

  it("counts wrong passwords like failed sign-ins: the 6th try in 15 minutes is a 429", async () => {
    const t = await createTestApp();
    const { client } = await t.signedIn();
    for (let i = 0; i < 5; i++) {
      const res = await client.put("/api/account/email", {
        email: "x@example.com",
        currentPassword: "guess",
      });
      expect(res.status).toBe(400);
    }
    const sixth = await client.put("/api/account/email", {
      email: "x@example.com",
      currentPassword: TEST_PASSWORD,
    });
    expect(sixth.status).toBe(429);
  });
});
