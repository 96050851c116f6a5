import { describe, expect, it } from "vitest";
import { adminStockTexts } from "../admin/admin-stock-texts";
import { readStockSheet, STOCK_SHEET_COLUMNS as C } from "./stock-sheet";

const m = adminStockTexts.sheet;
const A = "0b6f7c7e-3f4a-4d6e-9d43-7a3f5c1b2e01";
const B = "0b6f7c7e-3f4a-4d6e-9d43-7a3f5c1b2e02";
const header = [C.stockId, C.product, C.productThai, C.shade, C.sku, C.expected, C.quantity];

describe("the stock sheet staff upload after a count", () => {
  it("reads the downloaded file back (byte-order mark, quoted cells, CRLF) and keeps only the changed rows", () => {
    const text = `\uFEFF${header.join(",")}\r\n${A},"Velvet, Matte",เวลเวท,แดงอิฐ,VM-01,12,9\r\n${B},Glow,โกลว์,"โรส ""ชมพู""",,5,5\r\n`;
    expect(readStockSheet(text)).toEqual({ ok: true, rows: [{ line: 2, stockId: A, expected: 12, quantity: 9 }] });
  });

  it("reads a sheet copied out of a spreadsheet (tabs) or saved with semicolons, columns in any order", () => {
    const tabs = `${C.quantity}\t${C.stockId}\t${C.expected}\n0\t${A}\t3\n`;
    expect(readStockSheet(tabs)).toEqual({ ok: true, rows: [{ line: 2, stockId: A, expected: 3, quantity: 0 }] });
    const semicolons = `${C.stockId};${C.expected};${C.quantity}\n${B};1,200;1,250\n`;
    expect(readStockSheet(semicolons)).toEqual({ ok: true, rows: [{ line: 2, stockId: B, expected: 1200, quantity: 1250 }] });
  });

  it("refuses the whole sheet on any bad row, naming its line", () => {
    const sheet = (...rows: string[]) => [header.join(","), ...rows].join("\n");
    expect(readStockSheet(sheet(`${A},,,,,3,4`, `not-an-id,,,,,3,4`))).toEqual({ ok: false, message: m.badStockId(3) });
    expect(readStockSheet(sheet(`${A},,,,,3,4`, `${A},,,,,3,5`))).toEqual({ ok: false, message: m.repeatedRow(3) });
    expect(readStockSheet(sheet(`${A},,,,,3,-1`))).toEqual({ ok: false, message: m.badQuantity(2, 1_000_000) });
    expect(readStockSheet(sheet(`${A},,,,,3,2.5`))).toEqual({ ok: false, message: m.badQuantity(2, 1_000_000) });
    expect(readStockSheet(sheet(`${A},,,,,,4`))).toEqual({ ok: false, message: m.badExpected(2) });
    expect(readStockSheet(`${C.stockId},${C.quantity}\n${A},4`)).toEqual({ ok: false, message: m.missingColumn(C.expected) });
    expect(readStockSheet(`${header.join(",")}\n${A},"never closed,3,4`)).toEqual({ ok: false, message: m.unreadable });
    expect(readStockSheet("\n \n")).toEqual({ ok: false, message: m.empty });
  });

  it("counts lines as the file has them, blank lines and cells over two lines included", () => {
    const text = `${header.join(",")}\n\n${A},"two\nlines",,,,1,1\n${B},,,,,1,x`;
    expect(readStockSheet(text)).toEqual({ ok: false, message: m.badQuantity(5, 1_000_000) });
  });
});
