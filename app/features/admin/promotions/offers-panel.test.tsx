import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { adminOfferTexts } from "../../../../domain/admin/admin-offer-texts";
import { OFFER_INTENTS, type OfferAdminRow, type OffersTabData } from "../../../../domain/admin/admin-offers";
import { wholeList } from "../../../../domain/admin/admin-list";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { TWO_TIERS, testPromotion } from "../../../../domain/promotions/test-support/promotions";
import { OffersPanel } from "./offers-panel";

// The promotions tab as the server renders it (issue 35): every word Thai, rewards said as
// shoppers say them, and the dialogs the URL opens.
const m = adminOfferTexts;
const NOW = "2026-12-01T05:00:00.000Z";
const TOTE = "11111111-2222-4333-8444-555555555555";
const LIP = "22222222-3333-4444-8555-666666666666";
const CATEGORY = "33333333-4444-4555-8666-777777777777";

const row = (values: Partial<OfferAdminRow>): OfferAdminRow => ({
  ...testPromotion(
    { type: "percent", percent: 10, maxDiscount: 100_00 },
    { id: "44444444-5555-4666-8777-888888888888", title: "ลด 10% ทั้งร้าน", startsAt: new Date("2026-11-01T02:00:00Z") },
  ),
  giftStock: null,
  usage: { orders: 0, discount: 0, revenue: 0 },
  ...values,
});

const GIFT = row({
  id: "55555555-6666-4777-8888-999999999999",
  title: "ซื้อ 2 แท่ง รับฟรีถุงผ้า",
  reward: { type: "gift", giftProductId: TOTE, giftName: "ถุงผ้า", giftQuantity: 1 },
  minQuantity: 2,
  status: "paused",
  code: "TOTEBAG",
  usageCap: 50,
  used: 12,
  usage: { orders: 12, discount: 0, revenue: 5400_00 },
});
const TIERS = row({
  id: "66666666-7777-4888-8999-aaaaaaaaaaaa",
  title: "ยิ่งซื้อยิ่งลด",
  reward: TWO_TIERS,
  status: "ended",
  endsAt: new Date("2026-11-30T17:00:00Z"),
});
const CHOICES = {
  products: [
    { id: LIP, name: "ลิปเวลเวท แดง", isActive: true, stock: 12 },
    { id: TOTE, name: "ถุงผ้า", isActive: false, stock: 30 },
  ],
  categories: [{ id: CATEGORY, name: "ลิปเวลเวท" }],
};

function rendered(data: Partial<OffersTabData>, reply?: FormReply) {
  const tab: OffersTabData = {
    // The route keeps the tab in every list link (PROMOTIONS_LIST_FILTERS).
    list: { ...wholeList([row({}), GIFT, TIERS]), filters: { tab: "offers" } },
    show: "current",
    now: NOW,
    creating: false,
    editing: null,
    ending: null,
    usage: null,
    choices: null,
    dialogMissing: false,
    ...data,
  };
  const router = createMemoryRouter([{ path: "/admin/promotions", element: <OffersPanel data={tab} reply={reply} /> }], {
    initialEntries: ["/admin/promotions?tab=offers"],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** What a reader sees: the markup without its tags (Thai words are kept whole in spans of their own). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");

describe("the promotions and codes tab", () => {
  it("lists each promotion's code or อัตโนมัติ, its reward in Thai, its status and uses, with the row's actions", () => {
    const html = rendered({});
    const text_ = textOf(html);
    for (const text of ["ลด 10% สูงสุด ฿100", "ของแถม ถุงผ้า × 1", "ครบ ฿500 ลด ฿50 · ครบ ฿1,000 ลด ฿120", m.automatic, "TOTEBAG"]) expect(text_).toContain(text);
    for (const status of ["ใช้งาน", "หยุดชั่วคราว", "สิ้นสุด"]) expect(text_).toContain(status);
    expect(text_).toContain("12 / 50");
    expect(text_).toContain("0 / ไม่จำกัด");
    expect(text_).toContain(m.resultRevenue("฿5,400"));
    expect(text_).toContain(m.resultOrders("12"));
    expect(text_).toContain(m.conditionMinQuantity("2"));
    // Pause on the running one, resume on the paused one, no end on the ended one.
    expect(html).toContain(`aria-label="${m.pauseLabel("ลด 10% ทั้งร้าน")}"`);
    expect(html).toContain(`aria-label="${m.resumeLabel(GIFT.title)}"`);
    expect(html).not.toContain(`aria-label="${m.endLabel(TIERS.title)}"`);
    expect(html).toContain(`value="${OFFER_INTENTS.duplicate}"`);
    expect(html).toContain("?tab=offers&amp;end=");
  });

  it("opens the edit dialog with the stored gift, every product to choose from (the hidden tote bag marked) and Thai labels", () => {
    const html = rendered({ editing: GIFT, choices: CHOICES });
    expect(textOf(html)).toContain(`${"แก้ไข"}: ${GIFT.title}`);
    expect(textOf(html)).toContain(m.giftOption("ถุงผ้า", "30", true));
    expect(html).toMatch(new RegExp(`<option value="${TOTE}" selected="">`));
    expect(html).toContain('value="TOTEBAG"');
    expect(html).toContain('name="minQuantity"');
    expect(html).toMatch(/name="minQuantity"[^>]*value="2"|value="2"[^>]*name="minQuantity"/);
    // Hidden products are not offered as eligible ones (only as gifts).
    expect(html).toContain(`name="product.${LIP}"`);
    expect(html).not.toContain(`name="product.${TOTE}"`);
    for (const label of [
      m.fieldTitle,
      m.codeField,
      m.rewardType,
      m.giftProduct,
      m.tiers,
      m.startsAt,
      m.endsAt,
      m.usageCap,
      m.perMemberCap,
      m.combinable,
      m.vipOnly,
    ])
      expect(textOf(html)).toContain(label);
  });

  it("shows a refused form again as it was sent: the ticked boxes, the tier rows and each field's error", () => {
    const reply: FormReply = {
      ok: false,
      intent: OFFER_INTENTS.create,
      message: m.tierNotIncreasing(2),
      field: "tiers",
      fieldErrors: { tiers: m.tierNotIncreasing(2) },
      values: { rewardType: "tiers", "tiers.0.minSpend": "500", "tiers.0.amount": "50", "tiers.1.minSpend": "400", [`category.${CATEGORY}`]: "on" },
    };
    const html = rendered({ creating: true, choices: CHOICES }, reply);
    expect(textOf(html)).toContain(m.tierNotIncreasing(2));
    expect(html).toMatch(new RegExp(`name="category.${CATEGORY}" checked=""`));
    expect(html).toMatch(/name="tiers\.1\.minSpend"[^>]*value="400"/);
    // Unticked after the refusal: what was sent, not the new promotion's default.
    expect(html).toMatch(/name="combinable"(?![^>]*checked)/);
  });

  it("shows what a promotion brought in, with the link to its file of uses", () => {
    const html = rendered({ usage: GIFT });
    expect(textOf(html)).toContain(m.usageTitle(GIFT.title));
    expect(textOf(html)).toContain("฿5,400");
    expect(html).toContain(`href="/admin/promotions/${GIFT.id}/uses"`);
    expect(textOf(html)).toContain(m.exportCsv);
  });

  it("asks before ending one", () => {
    expect(textOf(rendered({ ending: GIFT }))).toContain(m.confirmEnd(GIFT.title));
  });
});
