import { describe, expect, it } from "vitest";
import { type CsvColumn, csvCell, csvTable, csvText } from "./csv";

describe("a CSV cell", () => {
  it("quotes a comma, a quote or a line break, doubling the quotes (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("O'Neil, Jr.")).toBe('"O\'Neil, Jr."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("carriage\rreturn")).toBe('"carriage\rreturn"');
  });

  it("never lets text start a spreadsheet formula", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes numbers as they are and nothing as an empty cell", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });
});

describe("CSV text", () => {
  it("ends every record with CRLF, the last one too", () => {
    expect(
      csvText([
        ["a", 1],
        [null, "b,c"],
      ]),
    ).toBe('a,1\r\n,"b,c"\r\n');
    expect(csvText([])).toBe("");
  });

  it("writes a header of the columns' titles, then a row per item", () => {
    const columns: CsvColumn<{ name: string; bottles: number | null }>[] = [
      ["Name", (w) => w.name],
      ["Bottles, in stock", (w) => w.bottles],
    ];
    expect(
      csvTable(columns, [
        { name: "Ridge Road Red", bottles: 12 },
        { name: "=cmd", bottles: null },
      ]),
    ).toBe('Name,"Bottles, in stock"\r\nRidge Road Red,12\r\n\'=cmd,\r\n');
    expect(csvTable(columns, [])).toBe('Name,"Bottles, in stock"\r\n');
  });
});
