import type { DatabaseOrTransaction } from "../../platform/db/database";
import { contactInfo } from "../../platform/db/schema";

export type ContactInfoView = { email: string; phone: string; address: string; workingHours: string };

/** The shop's single contact-info row, or null before an admin (or the demo seed) has saved one. */
export async function loadContactInfo(db: DatabaseOrTransaction): Promise<ContactInfoView | null> {
  const [row] = await db
    .select({
      email: contactInfo.email,
      phone: contactInfo.phone,
      address: contactInfo.address,
      workingHours: contactInfo.workingHours,
    })
    .from(contactInfo)
    .limit(1);
  return row ?? null;
}
