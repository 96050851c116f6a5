// The back-office's CSV files as streams: a byte-order mark and the header first, then the rows in
// batches read by keyset, so a long export never holds the whole table in memory.
import { CSV_BOM, csvRow } from "../../../domain/admin/admin-orders";

const CSV_BATCH = 1000;

export type CsvBatches<Row, Key> = {
  /** The next batch after `after` (null: the first), at most `limit` rows, in the file's order. */
  read: (after: Key | null, limit: number) => Promise<Row[]>;
  /** Where the next batch starts: the last row's keyset key. */
  keyOf: (row: Row) => Key;
  /** The batch's rows as cells (formula-safe through `csvRow`). */
  cells: (rows: Row[]) => Promise<(string | number | null | undefined)[][]> | (string | number | null | undefined)[][];
};

/** UTF-8 with a byte-order mark so Excel shows the Thai; CRLF line ends. */
export function batchedCsv<Row, Key>(header: readonly string[], batches: CsvBatches<Row, Key>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Key | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${CSV_BOM}${csvRow(header)}\r\n`));
        return;
      }
      const rows = await batches.read(after, CSV_BATCH);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      after = batches.keyOf(rows[rows.length - 1]!);
      const lines = (await batches.cells(rows)).map((cells) => csvRow(cells));
      controller.enqueue(encoder.encode(`${lines.join("\r\n")}\r\n`));
      if (rows.length < CSV_BATCH) controller.close();
    },
  });
}
