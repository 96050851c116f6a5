import { parseForm } from "../../domain/form-contract";
import { contentBlockInput, contentBlockSchema } from "../../domain/control-panel";
import { refused } from "../../domain/refusal";
import { adminAction } from "../../server/admin/admin-route";
import { createContentBlock, deleteContentBlock, listContentBlocks, updateContentBlock } from "../../server/admin/control-panel/content-blocks";
import { panelAnswer } from "../../server/admin/control-panel/panel-reply";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import type { Route } from "./+types/admin.control-panel.content-blocks";

/** The Control Panel's Content Blocks dialog: list, add, edit, delete (spec §3, §5). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json({ blocks: await listContentBlocks(database()) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The block's fields, parsed with the schema from domain/; a refusal is the panel's JSON reply. */
function blockInput(form: FormData) {
  const parsed = parseForm(contentBlockSchema, form);
  return parsed.ok ? { ok: true as const, value: contentBlockInput(parsed.value) } : { ok: false as const, reply: panelAnswer(refused(400, parsed.message, parsed.field)) };
}

export const action = adminAction({
  create: async ({ form, db, admin }) => {
    const input = blockInput(form);
    return input.ok ? panelAnswer(await createContentBlock(db, admin, input.value)) : input.reply;
  },
  update: async ({ form, db, admin, rowId }) => {
    const id = rowId();
    const input = blockInput(form);
    return input.ok ? panelAnswer(await updateContentBlock(db, admin, id, input.value)) : input.reply;
  },
  delete: async ({ db, admin, rowId }) => panelAnswer(await deleteContentBlock(db, admin, rowId())),
});
