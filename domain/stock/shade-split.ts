/**
 * A product's units over its shades as evenly as whole units allow, the first shades taking the
 * remainder (decision 114): how the move to stock per shade split each product's figure, and how
 * the demo's catalogue figures become shades' stock. The sum is always the product's figure.
 */
export function splitOverShades(total: number, shades: number): number[] {
  if (shades <= 0) return [];
  return Array.from({ length: shades }, (_, index) => Math.floor(total / shades) + (index < total % shades ? 1 : 0));
}
