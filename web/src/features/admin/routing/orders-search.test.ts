import { describe, expect, it } from "vitest";
import { parseOrdersSearch } from "./orders-search";

describe("the orders desk's address", () => {
  it("keeps what it knows and drops the defaults", () => {
    expect(
      parseOrdersSearch({
        status: "processing",
        search: " ann ",
        sort: "total",
        direction: "asc",
        page: "3",
      }),
    ).toEqual({ status: "processing", search: "ann", sort: "total", direction: "asc", page: 3 });
    expect(parseOrdersSearch({ status: "all", sort: "date", direction: "desc", page: 1 })).toEqual({});
  });
  it("reads the dashboard's New Sales tile as confirmed", () => {
    expect(parseOrdersSearch({ status: "new" })).toEqual({ status: "confirmed" });
  });
  it("drops what it does not know", () => {
    expect(
      parseOrdersSearch({ status: "lost", sort: "price", direction: "up", page: "x", order: "<script>" }),
    ).toEqual({});
    expect(parseOrdersSearch({ status: "failed", order: "abc123" })).toEqual({
      status: "failed",
      order: "abc123",
    });
  });
});
