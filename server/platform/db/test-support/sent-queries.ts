import pg from "pg";
import { vi } from "vitest";

/** A query as node-postgres sent it: its text and, for a named prepared statement, its name. */
export type SentQuery = { text: string; name?: string };

/**
 * Every query `work` sends over any node-postgres connection, in order. Each is one round trip
 * (node-postgres sends the next only after the last one's answer), so counting them counts both —
 * a count, not a timing, so it cannot flake.
 */
export async function queriesSentBy(work: () => Promise<unknown>): Promise<SentQuery[]> {
  const sent: SentQuery[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string; name?: string };
    sent.push(typeof config === "string" ? { text: config } : { text: config.text ?? "", name: config.name });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return sent;
}
