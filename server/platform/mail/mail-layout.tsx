/** @jsxImportSource react */
import { Body, Button, Container, Head, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { mailColours as c, MAIL_FONT, SHOP_LOGO_SIZE, SHOP_LOGO_SRC } from "./mail-brand";
import { mailTexts as m } from "./mail-texts";

/**
 * The parts every shop mail is built from (decision 073): one card at most 600 px wide on the
 * shop's pink, the logo, a heading, paragraphs, facts, the order summary and one button. Styles
 * are inline (Gmail and Outlook drop most <style>); widths are percentages, so the same HTML
 * fits a 390 px phone and a 600 px desktop pane.
 */

const text: CSSProperties = { margin: "0 0 12px", fontSize: "16px", lineHeight: "26px", color: c.ink };
// Thai has no spaces between words and order numbers and links are long: any line may break.
const breakable: CSSProperties = { overflowWrap: "anywhere", wordBreak: "break-word" };

export function ShopMail({ shopName, preview, heading, children }: { shopName: string; preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="th">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: "16px 8px", backgroundColor: c.background, fontFamily: MAIL_FONT, color: c.ink }}>
        <Container style={{ width: "100%", maxWidth: "600px", backgroundColor: "#ffffff", borderRadius: "16px" }}>
          <Section style={{ padding: "24px 20px 0" }}>
            <table role="presentation" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse" }}>
              <tbody>
                <tr>
                  <td style={{ verticalAlign: "middle", paddingRight: "12px" }}>
                    <Img src={SHOP_LOGO_SRC} width={SHOP_LOGO_SIZE} height={SHOP_LOGO_SIZE} alt={m.logoAlt(shopName)} />
                  </td>
                  <td style={{ verticalAlign: "middle", fontSize: "18px", fontWeight: 700, color: c.brandDark, ...breakable }}>{shopName}</td>
                </tr>
              </tbody>
            </table>
          </Section>
          <Section style={{ padding: "8px 20px 24px" }}>
            <Text style={{ margin: "16px 0", fontSize: "22px", lineHeight: "32px", fontWeight: 700, color: c.brandDark, ...breakable }}>{heading}</Text>
            {children}
          </Section>
        </Container>
        <Container style={{ width: "100%", maxWidth: "600px" }}>
          <Text style={{ margin: "12px 20px", fontSize: "13px", lineHeight: "20px", color: c.muted, textAlign: "center" }}>{m.footer(shopName)}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph; its lines (from the text twin) stay lines. */
export function Paragraph({ lines, muted = false }: { lines: readonly string[]; muted?: boolean }) {
  return (
    <Text style={{ ...text, ...breakable, ...(muted ? { fontSize: "14px", lineHeight: "22px", color: c.muted } : {}) }}>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}

/** A highlighted notice: the payment deadline, the proof that was not accepted. */
export function Callout({ lines }: { lines: readonly string[] }) {
  return (
    <Section
      style={{
        margin: "8px 0 16px",
        padding: "12px 16px",
        backgroundColor: c.background,
        borderLeft: `4px solid ${c.brand}`,
        borderRadius: "8px",
      }}
    >
      {lines.map((line, index) => (
        <Text key={index} style={{ margin: 0, fontSize: "15px", lineHeight: "24px", fontWeight: index === 0 ? 700 : 400, color: c.ink, ...breakable }}>
          {line}
        </Text>
      ))}
    </Section>
  );
}

/**
 * The mail's one action: a full-width bar at least 48 px tall (a thumb's target), linking to
 * the shop's absolute URL, with the link spelled out below for clients that strip buttons.
 */
export function MailButton({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: "20px 0 8px" }}>
      <Button
        href={href}
        style={{
          display: "block",
          boxSizing: "border-box",
          width: "100%",
          padding: "12px 20px",
          backgroundColor: c.brand,
          borderRadius: "999px",
          color: "#ffffff",
          fontSize: "17px",
          lineHeight: "26px",
          fontWeight: 700,
          textAlign: "center",
          textDecoration: "none",
        }}
      >
        {label}
      </Button>
      <Text style={{ margin: "12px 0 0", fontSize: "13px", lineHeight: "20px", color: c.muted, ...breakable }}>
        {m.linkFallback}{" "}
        <Link href={href} style={{ color: c.brandDark, wordBreak: "break-all" }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

export type SummaryLine = { imageSrc: string | null; name: string; shade: string; quantity: number; unitPrice: string; amount: string };
export type SummaryRow = { label: string; value: string; strong?: boolean };

/** The order summary: each line with its thumbnail, shade, quantity and price; then the amounts. */
export function OrderSummary({ lines, rows }: { lines: readonly SummaryLine[]; rows: readonly SummaryRow[] }) {
  const cell: CSSProperties = { padding: "12px 0", borderBottom: `1px solid ${c.line}`, verticalAlign: "top" };
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Text style={{ margin: "0 0 4px", fontSize: "17px", lineHeight: "26px", fontWeight: 700, color: c.brandDark }}>{checkoutTexts.summarySection}</Text>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ width: "100%", borderCollapse: "collapse", tableLayout: "fixed" }}>
        <colgroup>
          <col style={{ width: "68px" }} />
          <col />
          <col style={{ width: "96px" }} />
        </colgroup>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td style={cell}>
                {line.imageSrc ? (
                  <Img
                    src={line.imageSrc}
                    width={56}
                    height={56}
                    alt=""
                    style={{ width: "56px", height: "56px", objectFit: "cover", borderRadius: "8px", backgroundColor: c.line }}
                  />
                ) : (
                  <div style={{ width: "56px", height: "56px", borderRadius: "8px", backgroundColor: c.line }} />
                )}
              </td>
              <td style={{ ...cell, paddingRight: "8px", ...breakable }}>
                <div style={{ fontSize: "15px", lineHeight: "22px", fontWeight: 700, color: c.ink }}>{line.name}</div>
                <div style={{ fontSize: "14px", lineHeight: "22px", color: c.muted }}>{m.shade(line.shade)}</div>
                <div style={{ fontSize: "14px", lineHeight: "22px", color: c.muted }}>{m.quantityTimesPrice(line.quantity, line.unitPrice)}</div>
              </td>
              <td style={{ ...cell, textAlign: "right", fontSize: "15px", lineHeight: "22px", color: c.ink, whiteSpace: "nowrap" }}>{line.amount}</td>
            </tr>
          ))}
          {rows.map((row, index) => (
            <tr key={`row-${index}`}>
              <td
                colSpan={2}
                style={{
                  padding: row.strong ? "12px 8px 0 0" : "8px 8px 0 0",
                  fontSize: row.strong ? "17px" : "15px",
                  lineHeight: "24px",
                  fontWeight: row.strong ? 700 : 400,
                  color: row.strong ? c.brandDark : c.ink,
                  ...breakable,
                }}
              >
                {row.label}
              </td>
              <td
                style={{
                  padding: row.strong ? "12px 0 0" : "8px 0 0",
                  textAlign: "right",
                  fontSize: row.strong ? "17px" : "15px",
                  lineHeight: "24px",
                  fontWeight: row.strong ? 700 : 400,
                  color: row.strong ? c.brandDark : c.ink,
                  whiteSpace: "nowrap",
                }}
              >
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Facts in a box, one per line (carrier, tracking number). */
export function Facts({ lines }: { lines: readonly string[] }) {
  return (
    <Section style={{ margin: "4px 0 12px", padding: "12px 16px", border: `1px solid ${c.line}`, borderRadius: "8px" }}>
      {lines.map((line, index) => (
        <Text key={index} style={{ margin: 0, fontSize: "15px", lineHeight: "26px", fontWeight: 700, color: c.ink, ...breakable }}>
          {line}
        </Text>
      ))}
    </Section>
  );
}
