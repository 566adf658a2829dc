import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("clientAddress", () => {
  it("uses the socket when no proxy is trusted, whatever the header says", () => {
    expect(clientAddress("10.0.0.9", "1.2.3.4", 0)).toBe("10.0.0.9");
  });
  it("takes the right-most entry behind one proxy, never the client's own left-most claim", () => {
    expect(clientAddress("10.0.0.1", "6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.1", "203.0.113.7", 1)).toBe("203.0.113.7");
  });
  it("counts hops from the right behind two proxies", () => {
    expect(clientAddress("10.0.0.1", "6.6.6.6, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
  });
  it("falls back to the left-most entry when the chain is shorter than the hops", () => {
    expect(clientAddress("10.0.0.1", "203.0.113.7", 3)).toBe("203.0.113.7");
  });
  it("falls back to the socket when the header is empty", () => {
    expect(clientAddress("10.0.0.1", " , ", 1)).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
  });
});
