/**
 * A colour that comes from data (a shade's hex, the brand's colour scheme) filling its box,
 * painted with the server's HTML. Not a `style` attribute: the Content-Security-Policy allows
 * none (decision 055). SVG's `fill` is a presentation attribute, which the policy does not
 * govern. The parent decides the shape (`overflow-hidden rounded-…`) and size; `className`
 * places the fill (e.g. `absolute inset-0 -z-10` behind content).
 */
export function ColourFill({ colour, className = "size-full" }: { colour: string; className?: string }) {
  return (
    <svg aria-hidden focusable="false" className={`block ${className}`} data-colour-fill>
      <rect width="100%" height="100%" fill={colour} />
    </svg>
  );
}
