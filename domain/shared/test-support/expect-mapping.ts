import { expect } from "vitest";

/** A table-driven check: `fn(input)` equals `expected` on every row, each row named by its input when it fails. */
export function expectMapping<Input>(fn: (input: Input) => unknown, rows: ReadonlyArray<readonly [Input, unknown]>): void {
  for (const [input, expected] of rows) expect(fn(input), JSON.stringify(input)).toEqual(expected);
}

/** The same check for inputs that all share one answer (every address accepted, every path refused). */
export function expectEvery<Input>(fn: (input: Input) => unknown, inputs: ReadonlyArray<Input>, expected: unknown): void {
  expectMapping(
    fn,
    inputs.map((input) => [input, expected] as const),
  );
}
