import type { PanelReply } from "../../../domain/control-panel";
import type { Refusal } from "../../../domain/refusal";

/** Answers a Control Panel write as the panel's dialogs read it (`PanelReply`, domain/control-panel.ts). */
export function panelAnswer(result: { ok: true; message: string } | Refusal): Response {
  if (result.ok) return Response.json({ ok: true, message: result.message } satisfies PanelReply);
  const body: PanelReply = { ok: false, message: result.message, ...(result.field ? { field: result.field } : {}) };
  return Response.json(body, { status: result.status });
}
