/**
 * Addresses under the reserved `.invalid` top-level domain (RFC 2606) can never receive mail;
 * the shop uses them as placeholders for sign-in accounts that share no e-mail (LINE), so
 * nobody may claim one by signing up or asking for a reset link. Kept free of zod so the
 * header can use it without pulling a validation library into the browser.
 */
export function isReservedEmail(email: string) {
  return /\.invalid\.?$/i.test(email.trim());
}
