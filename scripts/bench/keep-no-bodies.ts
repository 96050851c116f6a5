/**
 * autocannon's `setupClient` for the page benches: autocannon decodes every body it reads into a
 * string, and a read that ends inside a Thai character sends that decoding down a slow path — the
 * same page measured 3,900 or 14,400 req/s depending on one byte of headers. The bench measures the
 * shop, so the client keeps no bodies (bytes are still counted).
 */
export function keepNoBodies(client: object) {
  (client as { pipelinedRequests: { addBody: (chunk: Buffer) => void } }).pipelinedRequests.addBody = () => {};
}
