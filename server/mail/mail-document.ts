import { escapeHtml } from "../../domain/html-escape";

/**
 * A shop mail's two bodies from its paragraphs (each a list of lines): the plain text, and its
 * simple HTML twin. In the HTML, the line that is `link.url` becomes a link labelled `link.label`.
 */
export function mailBodies(paragraphs: readonly (readonly string[])[], link?: { url: string; label: string }): { text: string; html: string } {
  const text = paragraphs.map((lines) => lines.join("\n")).join("\n\n");
  const body = paragraphs
    .map((lines) =>
      lines.map((line) => (link && line === link.url ? `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>` : escapeHtml(line))).join("<br>"),
    )
    .map((block) => `<p>${block}</p>`)
    .join("\n");
  return { text, html: `<!doctype html><html lang="th"><body style="font-family:sans-serif;line-height:1.6">${body}</body></html>` };
}
