/** The shop's mark, drawn inline so the header needs no extra request. */
export function BrandLogo({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden>
      <defs>
        <linearGradient id="brand-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fb6690" />
          <stop offset="1" stopColor="#a8184b" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="12" fill="url(#brand-logo-gradient)" />
      <path d="M15 30V18l5-7 5 7v12z" fill="#fff" opacity=".92" />
      <rect x="13" y="28" width="14" height="5" rx="1.5" fill="#ffe3ea" />
    </svg>
  );
}
