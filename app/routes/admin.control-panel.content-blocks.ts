import { parseForm } from "../../domain/shared/form-contract";
import { contentBlockInput, contentBlockSchema } from "../../domain/admin/control-panel";
import { adminAction, type AdminActionContext } from "../../server/shop/admin/admin-route";
import { createContentBlock, deleteContentBlock, listContentBlocks, updateContentBlock } from "../../server/shop/admin/control-panel/content-blocks";
import { panelAnswer } from "../../server/shop/admin/control-panel/panel-reply";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import type { Route } from "./+types/admin.control-panel.content-blocks";

/** The Control Panel's Content Blocks dialog: list, add, edit, delete (spec §3, §5). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json({ blocks: await listContentBlocks(database()) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The block's fields, parsed with the schema from domain/; a refusal (every field's error) is the panel's form reply. */
function blockInput(context: AdminActionContext) {
  const parsed = parseForm(contentBlockSchema, context.form);
  return parsed.ok ? { ok: true as const, value: contentBlockInput(parsed.value) } : { ok: false as const, reply: panelAnswer(context, parsed) };
}

export const action = adminAction({
  create: async (context) => {
    const input = blockInput(context);
    return input.ok ? panelAnswer(context, await createContentBlock(context.db, context.admin, input.value)) : input.reply;
  },
  update: async (context) => {
    const id = context.rowId();
    const input = blockInput(context);
    return input.ok ? panelAnswer(context, await updateContentBlock(context.db, context.admin, id, input.value)) : input.reply;
  },
  delete: async (context) => panelAnswer(context, await deleteContentBlock(context.db, context.admin, context.rowId())),
});
