import { parseForm } from "../../domain/auth-forms";
import { contentBlockInput, contentBlockSchema } from "../../domain/control-panel";
import { refused } from "../../server/admin/admin-result";
import { readIntent, readRowId } from "../../server/admin/admin-route";
import { createContentBlock, deleteContentBlock, listContentBlocks, updateContentBlock } from "../../server/admin/control-panel/content-blocks";
import { panelAnswer } from "../../server/admin/control-panel/panel-reply";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { readActionForm } from "../../server/http/action-form";
import type { Route } from "./+types/admin.control-panel.content-blocks";

/** The Control Panel's Content Blocks dialog: list, add, edit, delete (spec §3, §5). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json({ blocks: await listContentBlocks(database()) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readActionForm(request);
  const intent = readIntent(form, ["create", "update", "delete"]);
  const db = database();
  if (intent === "delete") return panelAnswer(await deleteContentBlock(db, admin, readRowId(form)));
  const id = intent === "update" ? readRowId(form) : null;
  const parsed = parseForm(contentBlockSchema, form);
  if (!parsed.ok) return panelAnswer(refused(400, parsed.message, parsed.field));
  const input = contentBlockInput(parsed.value);
  return panelAnswer(id ? await updateContentBlock(db, admin, id, input) : await createContentBlock(db, admin, input));
}
