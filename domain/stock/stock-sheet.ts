// The stock sheet (decision 114): /admin-stocks downloads every shade's stock as a CSV file, staff
// fill in "จำนวนใหม่" after a count (in Excel or Google Sheets) and upload it back; every changed row
// is set in one transaction, or none is. Read here, in the shop's words, so the route and the
// tests share one reader.
import { adminStockTexts } from "../admin/admin-stock-texts";
import { STOCK_MAX } from "../admin/admin-forms";
import { readQuantity } from "../shared/quantity";

const m = adminStockTexts.sheet;

/** The sheet's columns, in the downloaded order; the upload finds the three it reads by name. */
export const STOCK_SHEET_COLUMNS = {
  stockId: "รหัสสต็อก",
  product: "สินค้า",
  productThai: "ชื่อภาษาไทย",
  shade: "เฉดสี",
  sku: "SKU",
  expected: "จำนวนในระบบ",
  quantity: "จำนวนใหม่",
} as const;

/** A count sheet is a shop's stock list, not a data dump: a few thousand rows at most. */
export const STOCK_SHEET_MAX_ROWS = 5000;
export const STOCK_SHEET_MAX_BYTES = 1024 * 1024;

export type StockSheetRow = { line: number; stockId: string; expected: number; quantity: number };
export type StockSheet = { ok: true; rows: StockSheetRow[] } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads an uploaded sheet: CSV (comma or semicolon, as Excel saves it by locale) or tab-separated
 * (copied out of a spreadsheet), with or without a byte-order mark, quoted cells as RFC 4180 has
 * them. Only the rows whose new quantity differs from the one in the system are returned; a
 * problem anywhere refuses the whole sheet, naming its line.
 */
export function readStockSheet(text: string): StockSheet {
  const lines = splitRecords(text.replace(/^\uFEFF/, ""));
  if (lines === null) return { ok: false, message: m.unreadable };
  const records = lines.filter((record) => record.cells.some((cell) => cell.trim() !== ""));
  const header = records[0];
  if (!header) return { ok: false, message: m.empty };
  const names = header.cells.map((cell) => cell.trim().replace(/^'/, ""));
  const column = (name: string) => names.indexOf(name);
  const at = { stockId: column(STOCK_SHEET_COLUMNS.stockId), expected: column(STOCK_SHEET_COLUMNS.expected), quantity: column(STOCK_SHEET_COLUMNS.quantity) };
  const missing = Object.entries(at).find(([, index]) => index < 0);
  if (missing) return { ok: false, message: m.missingColumn(STOCK_SHEET_COLUMNS[missing[0] as keyof typeof at]) };
  if (records.length - 1 > STOCK_SHEET_MAX_ROWS) return { ok: false, message: m.tooManyRows(STOCK_SHEET_MAX_ROWS) };

  const rows: StockSheetRow[] = [];
  const seen = new Set<string>();
  for (const record of records.slice(1)) {
    const cell = (index: number) => (record.cells[index] ?? "").trim().replace(/^'/, "");
    const stockId = cell(at.stockId).toLowerCase();
    if (!UUID.test(stockId)) return { ok: false, message: m.badStockId(record.line) };
    if (seen.has(stockId)) return { ok: false, message: m.repeatedRow(record.line) };
    seen.add(stockId);
    const bounds = { min: 0, max: STOCK_MAX };
    const expected = readQuantity(cell(at.expected).replace(/,/g, ""), bounds);
    const quantity = readQuantity(cell(at.quantity).replace(/,/g, ""), bounds);
    if (expected === null) return { ok: false, message: m.badExpected(record.line) };
    if (quantity === null) return { ok: false, message: m.badQuantity(record.line, STOCK_MAX) };
    if (quantity !== expected) rows.push({ line: record.line, stockId, expected, quantity });
  }
  return { ok: true, rows };
}

type SheetRecord = { line: number; cells: string[] };

/** Records with their first line's number; null when a quoted cell never closes. */
function splitRecords(text: string): SheetRecord[] | null {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes("\t") ? "\t" : !firstLine.includes(",") && firstLine.includes(";") ? ";" : ",";
  const records: SheetRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else {
        if (character === "\n") line++;
        cell += character;
      }
    } else if (character === '"' && cell === "") quoted = true;
    else if (character === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && text[index + 1] === "\n") index++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = "";
      line++;
      recordLine = line;
    } else cell += character;
  }
  if (quoted) return null;
  if (cell !== "" || cells.length > 0) records.push({ line: recordLine, cells: [...cells, cell] });
  return records;
}
