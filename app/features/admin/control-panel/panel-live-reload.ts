/**
 * The one place the Control Panel hears of live changes (spec §2: "Its data reloads on any
 * live change to the watched tables" — site_config, image_library, hero_slides,
 * content_blocks, flash_sales). Every open dialog's data hook (`usePanelData`) calls this with
 * its reload; wiring the shop's live-change stream (app/features/live/, the live-refresh
 * branch) here makes every dialog follow.
 *
 * Until that stream is merged this does nothing: a dialog reloads when it opens and after its
 * own saves.
 */
export function usePanelLiveReload(reload: () => void): void {
  void reload;
}
