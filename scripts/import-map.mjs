// `npm run import-map`: the house's import map by feature folder (scripts/lint/feature-graph.js),
// the arrows between the server's floors, and what the house forbids: an arrow from the platform
// to the shop, from a shop rule to the back-office, or any cycle (exits 1 if one is found).
import path from "node:path";
import { featureGraph, pathBetween } from "./lint/feature-graph.js";

const root = path.resolve(import.meta.dirname, "..");
const graph = featureGraph(root);
const short = (unit) => unit.replace(/^server\//, "").replace(/^app\/features\//, "app:");
const forbidden = [];
for (const [from, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${short(from)} → ${[...targets.keys()].map(short).sort().join(", ")}`);
  for (const [to, example] of targets) {
    if (from.startsWith("server/platform/") && to.startsWith("server/shop/")) forbidden.push(`platform → shop: ${example}`);
    if (from.startsWith("server/shop/") && !/^server\/shop\/(admin|demo)$/.test(from) && to === "server/shop/admin")
      forbidden.push(`shop rule → back-office: ${example}`);
    const back = pathBetween(graph, to, from);
    if (back) forbidden.push(`cycle ${short(from)} → ${back.map(short).join(" → ")}: ${example}`);
  }
}
console.log(
  forbidden.length === 0 ? "\nNo arrow from the platform to the shop, none from a shop rule to the back-office, no cycle." : `\n${forbidden.join("\n")}`,
);
if (forbidden.length > 0) process.exitCode = 1;
