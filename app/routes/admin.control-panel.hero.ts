import { listHeroSlidesForPanel } from "../../server/admin/control-panel/panel-lists";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import type { Route } from "./+types/admin.control-panel.hero";

/** The Control Panel's Hero Section dialog: the hero slides (read-only here until the hero editor's server functions are merged). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json({ slides: await listHeroSlidesForPanel(database()) }, { headers: { "Cache-Control": "private, no-store" } });
}
