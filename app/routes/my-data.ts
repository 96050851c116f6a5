import { requireUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { settings } from "../../server/platform/env";
import { refusalPage } from "../../server/platform/http/refusal-answer";
import { downloadMyData } from "../../server/shop/account/my-data";
import type { Route } from "./+types/my-data";

/**
 * GET /my-data — the signed-in member's own data as a JSON file (decision 074): private,
 * never stored by a browser or proxy, a few downloads an hour.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const file = await downloadMyData(database(), user.id, { publicUrl: settings().publicUrl });
  if (!file.ok) return refusalPage(file, "/profile?tab=data");
  return new Response(file.value.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.value.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
