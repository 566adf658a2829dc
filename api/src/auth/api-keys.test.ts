import { describe, expect, it } from "vitest";
import { keyRefusal } from "../trpc/procedures";
import { bearerSecret, hashSecret, quotaHeaders } from "./api-keys";

const key = { id: "k1", name: "Fulfilment", scopes: ["orders:read" as const, "orders:write" as const] };

describe("a key's reach", () => {
  it("passes a procedure whose scope it holds, and names the scope it lacks", () => {
    expect(keyRefusal(key, "orders:write")).toBeNull();
    expect(keyRefusal(key, "customers:read")).toBe("This API key lacks the scope customers:read.");
  });

  it("never passes what is for people, or what needs an admin signed in", () => {
    expect(keyRefusal(key, undefined)).toBe(
      "This call is for people signed in on the site; an API key cannot make it.",
    );
    expect(keyRefusal(key, "session")).toBe(
      "Only an admin signed in on the site can do this; an API key cannot.",
    );
  });
});

describe("the Authorization header", () => {
  it("reads a bearer key, in any case of the word, and nothing else", () => {
    expect(bearerSecret("Bearer rr_abc")).toBe("rr_abc");
    expect(bearerSecret("bearer   rr_abc  ")).toBe("rr_abc");
    expect(bearerSecret("Basic YWRtaW4=")).toBeNull();
    expect(bearerSecret("Bearer")).toBeNull();
    expect(bearerSecret(undefined)).toBeNull();
  });

  it("keeps keys as SHA-256 and tells what is left of the minute", () => {
    expect(hashSecret("rr_example")).toBe("3944ff91afd9897e8b4cbd1cf39ffe676e9a7058600d02660748b9947f682ce4");
    expect(quotaHeaders({ limit: 600, remaining: 12, resetSeconds: 7 })).toEqual({
      "RateLimit-Limit": "600",
      "RateLimit-Remaining": "12",
      "RateLimit-Reset": "7",
    });
  });
});
