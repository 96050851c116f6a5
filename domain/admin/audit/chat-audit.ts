// The chat inbox (issue 37): how the audit log says staff's replies, assignments and closing a conversation.

import type { AuditEntryView, Sentence } from "./audit-phrases";
import { text } from "./audit-phrases";

const who = (entry: AuditEntryView) => entry.subject ?? "—";

export const chatAuditSentences = {
  "chat.reply": (entry) => `แอดมิน ${entry.actor} ตอบแชทของ ${who(entry)}`,
  "chat.assign": (entry) => `แอดมิน ${entry.actor} มอบหมายแชทของ ${who(entry)} ให้ ${text(entry.after?.assignedTo) ?? "—"}`,
  "chat.done": (entry) => `แอดมิน ${entry.actor} ปิดการสนทนากับ ${who(entry)}`,
} as const satisfies Readonly<Record<string, Sentence>>;
