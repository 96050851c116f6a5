/**
 * What `parseForm` answers when exactly one field is wrong (or, without `field`, the form as a
 * whole): a 400 whose message is that field's error, the field named, and its line beside it.
 */
export function oneFieldRefusal(message: string, field?: string) {
  return { ok: false, status: 400, message, ...(field ? { field, fieldErrors: { [field]: message } } : {}) };
}
