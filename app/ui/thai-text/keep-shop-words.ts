import { jsx as reactJsx } from "react/jsx-runtime";
import { shopWordPieces } from "../../../domain/thai-words";

/**
 * The one place every text of the app's JSX passes (decision 081): the shop's JSX runtime hands
 * each element's props here before React sees them. A string child holding one of the shop's
 * Thai words (`domain/thai-words.ts`) becomes the text around it plus the word in a
 * `white-space: nowrap` span, so the line never breaks inside it; every other break is the
 * browser's. Markup, not invisible characters: copying, find-in-page and the tests' lookups by
 * visible text see exactly the words written. The same function runs on the server and in the
 * browser, so hydration finds the same nodes.
 */
export function keepShopWords(type: unknown, props: unknown): unknown {
  if (typeof type === "string" && KEPT_AS_WRITTEN.has(type)) return props;
  if (typeof props !== "object" || props === null || !("children" in props)) return props;
  const children = props.children;
  if (typeof children === "string") {
    const kept = keptWords(children);
    return kept === children ? props : { ...props, children: kept };
  }
  if (!Array.isArray(children) || !children.some((child) => typeof child === "string")) return props;
  let changed = false;
  const kept = children.map((child: unknown) => {
    if (typeof child !== "string") return child;
    const result = keptWords(child);
    if (result !== child) changed = true;
    return result;
  });
  return changed ? { ...props, children: kept } : props;
}

/**
 * Elements whose text is not laid out in lines of HTML (the document title, a list option, a
 * text area's value, scripts and styles, SVG text): a span there would be wrong or shown as text.
 */
const KEPT_AS_WRITTEN = new Set(["title", "option", "optgroup", "textarea", "script", "style", "noscript", "text", "tspan", "textPath", "desc"]);

function keptWords(text: string): string | unknown[] {
  const pieces = shopWordPieces(text);
  if (!pieces) return text;
  return pieces.flatMap<unknown>((piece, index) => {
    if (index % 2 === 0) return piece === "" ? [] : [piece];
    return [reactJsx("span", { className: "whitespace-nowrap", children: piece }, `shop-word-${index}`)];
  });
}
