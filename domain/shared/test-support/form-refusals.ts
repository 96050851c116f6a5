/**
 * What `parseForm` answers when exactly one field is wrong (or, without `field`, the form as a
 * whole): a 400 whose message is that field's error, the field named, and its line beside it.
 */
export function oneFieldRefusal(message: string, field?: string) {
  return { ok: false, status: 400, message, ...(field ? { field, fieldErrors: { [field]: message } } : {}) };
}

/**
 * The form reply a refused form answers with when fields are wrong: the first field's error as
 * the message, that field named, every field's error beside it, and what was sent.
 */
export function fieldsRefusedReply(intent: string, fieldErrors: Readonly<Record<string, string>>, values: Readonly<Record<string, string>>) {
  const [field, message] = Object.entries(fieldErrors)[0]!;
  return { ok: false as const, intent, message, field, fieldErrors: { ...fieldErrors }, values: { ...values } };
}
