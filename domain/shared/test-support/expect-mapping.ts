import { expect } from "vitest";

/** A table-driven check: `fn(input)` equals `expected` on every row, each row named by its input when it fails. */
export function expectMapping<Input>(fn: (input: Input) => unknown, rows: ReadonlyArray<readonly [Input, unknown]>): void {
  for (const [input, expected] of rows) expect(fn(input), JSON.stringify(input)).toEqual(expected);
}
