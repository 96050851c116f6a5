import type { ReactNode } from "react";
import { jsx as reactJsx } from "react/jsx-runtime";
import { shopWordPieces } from "../../../domain/shared/thai-words";

/**
 * The one place every text of the app's JSX passes (decision 081): the shop's JSX runtime hands
 * each element's props here before React sees them. A string child holding one of the shop's
 * Thai words (`domain/shared/thai-words.ts`) becomes the text around it plus the word in a
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
  // Text written beside values (`{count} รายการ`) is one run of text to the browser: kept as one.
  const kept: unknown[] = [];
  let run: Array<string | number> = [];
  let changed = false;
  const endRun = () => {
    const text = run.join("");
    const result = run.length > 0 ? keptWords(text, `shop-words-${kept.length}`) : text;
    if (result === text) {
      kept.push(...run);
    } else {
      kept.push(result);
      changed = true;
    }
    run = [];
  };
  for (const child of children) {
    if (typeof child === "string" || typeof child === "number") run.push(child);
    else {
      endRun();
      kept.push(child);
    }
  }
  endRun();
  return changed ? { ...props, children: kept } : props;
}

/**
 * Elements whose text is not laid out in lines of HTML (the document title, a list option, a
 * text area's value, scripts and styles, SVG text): a span there would be wrong or shown as text.
 */
const KEPT_AS_WRITTEN = new Set(["title", "option", "optgroup", "textarea", "script", "style", "noscript", "text", "tspan", "textPath", "desc"]);

/**
 * The rule for text a library draws from a string it is given rather than from our JSX (the
 * toasts' Sonner, decision 090): applied where the library is called, once, not at each call.
 */
export function keepShopWordsInText(text: string): ReactNode {
  return keptWords(text) as ReactNode;
}

/**
 * The text itself when it holds none of the shop's words, else one span holding the pieces: in
 * a flex or grid container (a button with an icon, a badge) text is one item, and so is this
 * span; three loose pieces would be three items with the container's gap between them.
 */
function keptWords(text: string, key?: string): unknown {
  const pieces = shopWordPieces(text);
  if (!pieces) return text;
  const children = pieces.flatMap<unknown>((piece, index) => {
    if (index % 2 === 0) return piece === "" ? [] : [piece];
    return [reactJsx("span", { className: "whitespace-nowrap", children: piece }, `shop-word-${index}`)];
  });
  return reactJsx("span", { children }, key);
}
