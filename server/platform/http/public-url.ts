import { settings } from "../env";

/**
 * An absolute URL on the shop's public address (PUBLIC_URL). Open Graph images and
 * canonical links must be absolute for LINE and Facebook previews, and must name the
 * address shoppers use, not whatever Host header a request arrived with.
 */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${settings().publicUrl}/`).toString();
}
