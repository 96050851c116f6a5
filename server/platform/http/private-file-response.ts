/**
 * A private file (a payment proof, an after-sale photo or slip) answered to the one person who may
 * see it: never cached, shown inline, and under a policy of its own on top of the shop's —
 * nothing in the file runs, loads or submits anything (X-Content-Type-Options: nosniff comes with
 * every response, security-headers.ts).
 */
export function privateFileResponse(file: { bytes: Uint8Array; contentType: string; fileName: string }): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `inline; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    },
  });
}
