import type { Refusal } from "../admin-result";

/**
 * What every Control Panel write answers (JSON, read by the panel's dialogs): done with the
 * spec's success toast, or refused with the reason and the field it concerns.
 */
export type PanelReply = { ok: true; message: string } | { ok: false; message: string; field?: string };

export function panelAnswer(result: { ok: true; message: string } | Refusal): Response {
  if (result.ok) return Response.json({ ok: true, message: result.message } satisfies PanelReply);
  const body: PanelReply = { ok: false, message: result.message, ...(result.field ? { field: result.field } : {}) };
  return Response.json(body, { status: result.status });
}
