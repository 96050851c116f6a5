/**
 * Redirect targets that have taken browsers off a site somewhere: control characters the URL
 * parser drops or a header cannot carry, backslashes, percent-encoded and Unicode look-alike
 * separators, scheme-relative and absolute URLs, script URLs. The redirect-target unit test
 * and the redirect walk (tests/e2e/redirect-and-origin-walk.test.ts) both try every one.
 */
export const REDIRECT_BYPASSES: readonly string[] = [
  "//evil.example",
  "///evil.example",
  "////evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\t\\evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\x0b/evil.example",
  "/\x00/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/%5Cevil.example",
  "%2F%2Fevil.example",
  "/%09/evil.example",
  "/%0A/evil.example",
  "/\u3000/evil.example",
  "\u3000//evil.example",
  "/\uff0f\uff0fevil.example",
  "\uff0f\uff0fevil.example",
  "/\uff3cevil.example",
  "/\u2215\u2215evil.example",
  "http://evil.example",
  "https://evil.example/profile",
  "HTTPS://EVIL.EXAMPLE",
  "http:evil.example",
  "https:/evil.example",
  "http:\\\\evil.example",
  "//evil.example@shop.example",
  "https://shop.example.evil.example/",
  "https://shop.example@evil.example/",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(document.domain)",
  "java\tscript:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "mailto:someone@evil.example",
  "file:///etc/passwd",
  "ftp://evil.example",
  "evil.example",
  "../../evil.example",
  "?next=//evil.example",
  "#//evil.example",
  "/profile\u3000",
  "/profile\n",
  "/\u202e/evil.example",
  "/\ud800",
];

/**
 * Pages that need a signed-in member (or an admin): private to every cache, and each a sign-in
 * redirect for a guest. The private-pages unit test and the redirect walk both try every one.
 */
export const SIGNED_IN_PAGES: readonly string[] = ["/profile", "/dashboard", "/payment-settings", "/add-payment-method", "/order-request", "/admin-dashboard"];
