import { CONTACT_PAGE_FAQ_COUNT } from "../../../domain/content/content-limits";
import { loadContactInfo, type ContactInfoView } from "../content/contact-info";
import { listActiveFaqs, type FaqView } from "../content/faqs";
import type { DatabaseOrTransaction } from "../../platform/db/database";

export type ContactPageData = { contactInfo: ContactInfoView | null; faqs: FaqView[] };

/** Everything /contact shows: the info cards and the first few FAQs (spec §9: 4). */
export async function loadContactPage(db: DatabaseOrTransaction): Promise<ContactPageData> {
  const [info, faqs] = await Promise.all([loadContactInfo(db), listActiveFaqs(db, CONTACT_PAGE_FAQ_COUNT)]);
  return { contactInfo: info, faqs };
}
