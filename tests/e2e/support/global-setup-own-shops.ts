import type { TestProject } from "vitest/node";

/**
 * The journeys that start a shop of their own (`provideOwnShopDatabase`, `startOwnShop`) need no
 * shared shop: only what the browser support reads. They run beside the shared shop's journeys.
 */
export default function setup(project: TestProject) {
  project.provide("renderingTricks", "on");
}
