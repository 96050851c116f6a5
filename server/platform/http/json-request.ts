/**
 * Whether a request declares a JSON body. The shop's JSON endpoints accept nothing else: a
 * cross-site page cannot send JSON without a CORS preflight the shop never grants.
 */
export function isJsonRequest(headers: Headers): boolean {
  return /^application\/json\s*(;|$)/i.test(headers.get("content-type") ?? "");
}
