import { mailColours } from "../../platform/mail/mail-brand";
import { memberMessageTexts as m } from "./member-message-texts";

/** A member's LINE message as the outbox keeps it: its alternative text and LINE's message objects. */
export type LineMemberMessage = { altText: string; messages: unknown[] };

export type ShopCard = {
  title: string;
  text: string;
  /** Label and value rows under the text (order number, total, tracking number). */
  rows?: ReadonlyArray<readonly [string, string]>;
  /** Buttons, the first one filled in the shop's colour; each opens a page of the shop or the carrier. */
  buttons: ReadonlyArray<{ label: string; url: string }>;
  /** A quiet link under the card, such as "stop this alert". */
  footnote?: { label: string; url: string };
};

/** LINE's limit for a Flex message's alternative text. */
const ALT_TEXT_MAX = 400;

/**
 * One Flex bubble that looks like the shop's mail (decision 073): the brand strip with the shop's
 * name, a title in the dark brand colour, the text, label/value rows, and the shop's button colour.
 */
export function shopFlexMessage(card: ShopCard, altText: string): LineMemberMessage {
  const alt = altText.slice(0, ALT_TEXT_MAX);
  const rows = (card.rows ?? []).map(([label, value]) => ({
    type: "box",
    layout: "baseline",
    spacing: "sm",
    contents: [
      { type: "text", text: label, size: "sm", color: mailColours.muted, flex: 2 },
      { type: "text", text: value, size: "sm", color: mailColours.ink, flex: 3, wrap: true, weight: "bold" },
    ],
  }));
  const buttons = card.buttons.map((button, index) => ({
    type: "button",
    style: index === 0 ? "primary" : "secondary",
    color: index === 0 ? mailColours.brand : mailColours.line,
    height: "sm",
    action: { type: "uri", label: button.label.slice(0, 40), uri: button.url },
  }));
  const footnote = card.footnote
    ? [
        {
          type: "text",
          text: card.footnote.label,
          size: "xs",
          color: mailColours.muted,
          align: "center",
          action: { type: "uri", label: card.footnote.label.slice(0, 40), uri: card.footnote.url },
        },
      ]
    : [];
  return {
    altText: alt,
    messages: [
      {
        type: "flex",
        altText: alt,
        contents: {
          type: "bubble",
          header: {
            type: "box",
            layout: "vertical",
            backgroundColor: mailColours.brand,
            paddingAll: "md",
            contents: [{ type: "text", text: m.shopName, color: "#ffffff", weight: "bold", size: "md" }],
          },
          body: {
            type: "box",
            layout: "vertical",
            spacing: "md",
            backgroundColor: "#ffffff",
            contents: [
              { type: "text", text: card.title, weight: "bold", size: "lg", color: mailColours.brandDark, wrap: true },
              { type: "text", text: card.text, size: "sm", color: mailColours.ink, wrap: true },
              ...(rows.length ? [{ type: "box", layout: "vertical", spacing: "xs", contents: rows }] : []),
            ],
          },
          footer: { type: "box", layout: "vertical", spacing: "sm", contents: [...buttons, ...footnote] },
          styles: { footer: { backgroundColor: mailColours.background } },
        },
      },
    ],
  };
}
