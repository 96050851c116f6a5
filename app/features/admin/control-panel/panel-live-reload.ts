import type { LiveTable } from "../../../../domain/shared/live-refresh";
import { useLiveChanges } from "../../live/use-live-changes";

/**
 * The tables whose changes reload an open Control Panel dialog (spec §2: "Its data reloads on
 * any live change to the watched tables" — §7 names site_config, image_library, hero_slides,
 * content_blocks, flash_sales; the Products dialog also watches products).
 */
export const PANEL_WATCHED_TABLES: readonly LiveTable[] = ["site_config", "image_library", "hero_slides", "content_blocks", "flash_sales", "products"];

/**
 * The one place the Control Panel hears of live changes (decision 040's stream): every open
 * dialog's data hook (`usePanelData`) reloads when another admin (or another tab) changes a
 * watched table, on this instance or any other.
 */
export function usePanelLiveReload(reload: () => void): void {
  useLiveChanges(PANEL_WATCHED_TABLES, () => reload());
}
