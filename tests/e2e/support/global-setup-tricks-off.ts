import type { TestProject } from "vitest/node";
import { startJourneyShop } from "./global-setup";

/**
 * The shop as React Router and React make it, every rendering trick off (decision 062): no page
 * cache, pages streamed as React streams them, scripts loaded and hydrated the standard way, no
 * early-tap replay.
 * What a framework upgrade falls back to must keep working.
 */
export const TRICKS_OFF = {
  PAGE_CACHE_MB: "0",
  DEFERRED_HYDRATION: "false",
  EARLY_TAP_REPLAY: "false",
  WHOLE_PAGE_RENDER: "false",
};

export default function setup(project: TestProject) {
  return startJourneyShop(project, TRICKS_OFF, "off");
}
