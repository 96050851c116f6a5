import { eq } from "drizzle-orm";
import { loadContactInfo } from "../../content/contact-info";
import { loadSiteChrome } from "../../content/site-chrome";
import type { DatabaseOrTransaction } from "../../../platform/db/database";
import { profiles } from "../../../platform/db/schema";

/** The shop's channels as /contact and the footer show them: the phone, LINE and e-mail an admin saved. */
export type ShopContactFact = {
  phone: string | null;
  email: string | null;
  lineId: string | null;
  lineUrl: string | null;
  workingHours: string | null;
  address: string | null;
};

/** "https://line.me/R/ti/p/@glossyvelvet" → "@glossyvelvet": the ID a shopper adds in LINE. */
function lineIdOf(url: string): string | null {
  const id = /@[\w.-]+/.exec(decodeURIComponent(url))?.[0];
  return id ?? null;
}

export async function shopContact(db: DatabaseOrTransaction): Promise<ShopContactFact> {
  const [info, chrome] = await Promise.all([loadContactInfo(db), loadSiteChrome(db)]);
  const line = chrome.socialLinks.find((link) => link.platform === "line" && link.url !== "#");
  return {
    phone: info?.phone?.trim() || null,
    email: info?.email?.trim() || null,
    workingHours: info?.workingHours?.trim() || null,
    address: info?.address?.trim() || null,
    lineUrl: line?.url ?? null,
    lineId: line ? lineIdOf(line.url) : null,
  };
}

/** The signed-in member's points balance, as /dashboard shows it. */
export async function memberPointsBalance(db: DatabaseOrTransaction, memberId: string): Promise<number> {
  const [row] = await db.select({ points: profiles.loyaltyPoints }).from(profiles).where(eq(profiles.userId, memberId)).limit(1);
  return row?.points ?? 0;
}
