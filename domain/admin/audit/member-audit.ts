// A member's record: staff edits and deletions, the member's own deletion: how the audit log (/admin/audit) says each kind, in Thai (decision 075).

import { adminAuditTexts as t } from "../admin-audit-texts";
import { adminMemberTexts as members } from "../admin-member-texts";
import { text, tier, role, named, simple, type AuditEntryView, type Sentence } from "./audit-phrases";

/** The member fields the edit dialog names, by the names the log keeps (`changedFields`). */
const MEMBER_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: members.name,
  email: members.email,
  firstName: members.firstName,
  lastName: members.lastName,
  address: members.address,
  city: members.city,
  district: members.district,
  province: members.province,
  postalCode: members.postalCode,
  phone: members.phone,
};

/** A member's rights that changed (tier, role) and which personal fields were edited, in Thai. */
function memberChanges(entry: AuditEntryView): string {
  const parts: string[] = [];
  const { before, after } = entry;
  if (before?.membershipTier !== after?.membershipTier) parts.push(t.changedFrom(members.tier, tier(before?.membershipTier), tier(after?.membershipTier)));
  if (before?.role !== after?.role) parts.push(t.changedFrom(members.role, role(before?.role), role(after?.role)));
  const fields = text(after?.changedFields)
    ?.split(",")
    .map((field) => MEMBER_FIELD_LABELS[field.trim()] ?? null)
    .filter((field): field is NonNullable<typeof field> => field !== null);
  if (fields && fields.length > 0) parts.push(t.editedFields(fields.join(" ")));
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

export const memberAuditSentences = {
  "member.update": (entry) => `${t.admin} ${entry.actor} ${t.edited}${named(entry, t.things.member)}${memberChanges(entry)}`,
  "member.delete": simple(t.deleted, t.things.member),
  // The member's own deletion (decision 074): no admin and no name, only what was kept.
  "member.self-delete": (entry) => t.memberDeletedOwnAccount(entry.subject ?? "", Number(entry.before?.orders ?? 0)).replace(/ {2,}/g, " "),
} as const satisfies Readonly<Record<string, Sentence>>;
