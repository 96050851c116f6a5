import { Fragment } from "react";
import { Link } from "react-router";
import type { ProductMention } from "../../../domain/chat/chat";

/**
 * A reply as text (never HTML), with each product name it mentions turned into a link to the
 * product's page: the names are matched in the text, Thai or English, longest first.
 */
export function ReplyText({ text, products }: { text: string; products: readonly ProductMention[] }) {
  const names = products
    .flatMap((product) => [
      { name: product.nameThai, url: product.url },
      { name: product.name, url: product.url },
    ])
    .filter((entry) => entry.name.length > 0)
    .sort((a, b) => b.name.length - a.name.length);
  const parts: { text: string; url?: string }[] = [];
  let rest = text;
  while (rest.length > 0) {
    let next: { index: number; name: string; url: string } | null = null;
    for (const entry of names) {
      const index = rest.indexOf(entry.name);
      if (index >= 0 && (!next || index < next.index)) next = { index, ...entry };
    }
    if (!next) {
      parts.push({ text: rest });
      break;
    }
    if (next.index > 0) parts.push({ text: rest.slice(0, next.index) });
    parts.push({ text: next.name, url: next.url });
    rest = rest.slice(next.index + next.name.length);
  }
  return (
    <>
      {parts.map((part, index) =>
        part.url ? (
          <Link key={index} to={part.url} className="font-semibold text-brand-700 underline underline-offset-2">
            {part.text}
          </Link>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
