// A PDF is judged by more than its first five bytes: "%PDF-" followed by junk (a renamed
// executable, a truncated download) must not pass as a payment proof an admin later opens.

const latin1 = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1", from, to);

const HEADER = /^%PDF-(1\.[0-7]|2\.0)[\r\n\s%]/;
// The trailer's cross-reference offset, then the end-of-file marker (writers may add a
// newline or a few bytes of padding after it).
const TRAILER = /startxref\s+(\d{1,10})\s+%%EOF\s*$/;
// What the offset must point at: a classic xref table, or an xref stream object.
const XREF_AT_OFFSET = /^(xref\b|\d+\s+\d+\s+obj\b)/;
// Active content a viewer might run or open. Names may be written with #xx escapes
// (/J#61vaScript), so escapes are undone before matching. Objects inside compressed object
// streams are not inflated here: this refuses the plain cases, and the file is only ever
// served back privately, inline, with nosniff (decision 026).
const ACTIVE_CONTENT = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)\b/;

export type PdfVerdict = "ok" | "malformed" | "active-content";

/** Header, trailer and cross-reference offset that fit together, and no scripts or attachments. */
export function checkPdfStructure(bytes: Uint8Array): PdfVerdict {
  if (!HEADER.test(latin1(bytes, 0, 16))) return "malformed";
  const tail = latin1(bytes, Math.max(0, bytes.byteLength - 1024), bytes.byteLength);
  const trailer = TRAILER.exec(tail);
  if (!trailer) return "malformed";
  const xrefOffset = Number(trailer[1]);
  if (xrefOffset < 9 || xrefOffset >= bytes.byteLength) return "malformed";
  if (!XREF_AT_OFFSET.test(latin1(bytes, xrefOffset, Math.min(bytes.byteLength, xrefOffset + 32)))) return "malformed";
  const names = latin1(bytes, 0, bytes.byteLength).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return ACTIVE_CONTENT.test(names) ? "active-content" : "ok";
}
