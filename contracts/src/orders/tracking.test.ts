import { describe, expect, it } from "vitest";
import { carrierFromName, carrierFromNumber, trackingLink } from "./tracking";

describe("tracking links", () => {
  it("recognises the carriers' number shapes", () => {
    expect(carrierFromNumber("1Z999AA10123456784")).toBe("ups");
    expect(carrierFromNumber("9400 1000 0000 0000 0000 00")).toBe("usps");
    expect(carrierFromNumber("EC123456789US")).toBe("usps");
    expect(carrierFromNumber("123456789012")).toBe("fedex");
    expect(carrierFromNumber("1234567890")).toBe("dhl");
    expect(carrierFromNumber("ABC-42")).toBeNull();
  });

  it("reads the carrier the staff typed, however it is written", () => {
    expect(carrierFromName("ups")).toBe("ups");
    expect(carrierFromName("Fed Ex Ground")).toBe("fedex");
    expect(carrierFromName("U.S.P.S.")).toBe("usps");
    expect(carrierFromName("Local courier")).toBeNull();
    expect(carrierFromName(null)).toBeNull();
  });

  it("links to the carrier's page; a named carrier wins over the number's shape", () => {
    expect(trackingLink("1Z999AA10123456784")).toEqual({
      carrier: "ups",
      label: "UPS",
      url: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    });
    expect(trackingLink("123456789012", "DHL")?.url).toBe(
      "https://www.dhl.com/us-en/home/tracking.html?tracking-id=123456789012",
    );
    expect(trackingLink("ABC-42")).toBeNull();
    // Only a known carrier gets a link: "other" and a pickup never do, whatever the number's shape.
    expect(trackingLink("1Z999AA10123456784", "other")).toBeNull();
    expect(trackingLink("1Z999AA10123456784", "pickup")).toBeNull();
    expect(trackingLink("1Z999AA10123456784", "UPS")?.carrier).toBe("ups");
    expect(trackingLink("")).toBeNull();
    expect(trackingLink(null)).toBeNull();
  });
});
