import type { Response } from "express";
import { MEMBER_SHELL_ATTRIBUTE } from "../../../domain/members/member-shell";

const HTML_TAG = Buffer.from("<html");
const MARKED_HTML_TAG = Buffer.from(`<html ${MEMBER_SHELL_ATTRIBUTE}=""`);
// The tag comes right after the doctype; past this much, the document is not one of ours.
const SEARCH_LIMIT_BYTES = 2048;

/**
 * The guests' page as a signed-in shopper gets it (decision 051): the same bytes with the
 * member-shell attribute on <html>. React leaves attributes of <html> as they are when it
 * hydrates, and nothing else changes, so the cached page's script hashes still hold.
 */
export function markMemberShell(page: Buffer): Buffer {
  const at = page.indexOf(HTML_TAG);
  if (at === -1 || at > SEARCH_LIMIT_BYTES) return page;
  return Buffer.concat([page.subarray(0, at), MARKED_HTML_TAG, page.subarray(at + HTML_TAG.length)]);
}

/**
 * Marks a page being rendered as it streams to a signed-in shopper: output is held back until
 * the <html> tag has passed (the first chunk, in practice), then flows unchanged. Install it
 * before the page cache copies the body, so the cache keeps the guests' bytes.
 */
export function markMemberShellAsItStreams(res: Response) {
  const write = res.write;
  const end = res.end;
  let held: Buffer[] | undefined = [];
  const flush = (final: boolean) => {
    if (!held) return undefined;
    const joined = Buffer.concat(held);
    const found = joined.indexOf(HTML_TAG) !== -1;
    if (!found && !final && joined.length <= SEARCH_LIMIT_BYTES) return undefined;
    held = undefined;
    return markMemberShell(joined);
  };
  const asBuffer = (chunk: unknown, encoding: unknown) =>
    typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    if (!held || chunk === undefined || chunk === null) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    const buffer = asBuffer(chunk, rest[0]);
    held.push(buffer);
    const ready = flush(false);
    const callback = rest.find((argument) => typeof argument === "function") as (() => void) | undefined;
    if (!ready) {
      callback?.();
      return true;
    }
    return callback ? (write as (...args: unknown[]) => boolean).call(this, ready, callback) : (write as (...args: unknown[]) => boolean).call(this, ready);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    if (held) {
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") held.push(asBuffer(chunk, rest[0]));
      const callback = [chunk, ...rest].find((argument) => typeof argument === "function") as (() => void) | undefined;
      const ready = flush(true);
      return callback ? (end as (...args: unknown[]) => Response).call(this, ready, callback) : (end as (...args: unknown[]) => Response).call(this, ready);
    }
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
}
