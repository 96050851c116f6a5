/**
 * The back-office's back-link arrow (lucide's arrow-left, drawn here). The storefront imports
 * lucide's own; sharing that 400-byte module let the bundler fold it into a chunk with
 * back-office code that storefront pages then loaded (scripts/first-visit-js.test.ts).
 */
export function BackArrow() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4"
      aria-hidden
    >
      <path d="m12 19-7-7 7-7" />
      <path d="M19 12H5" />
    </svg>
  );
}
