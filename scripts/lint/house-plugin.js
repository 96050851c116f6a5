// The house's own ESLint rules (issue 34).
import path from "node:path";
import { featureGraph, isTestCode, pathBetween, resolveImport, unitOf } from "./feature-graph.js";

const root = path.resolve(import.meta.dirname, "../..");
let graph = null;

/**
 * house/no-feature-cycle: an import from one feature's folder into another's (server/shop/orders →
 * server/shop/members, domain/orders → domain/shared, app/features/account → app/features/layout)
 * must not close a circle: the imported feature may not reach back, through any chain of imports,
 * to the importing one. The map is read once per lint run (scripts/lint/feature-graph.js); tests and
 * their fixtures are left out of it and may reach across.
 */
const noFeatureCycle = {
  meta: {
    type: "problem",
    docs: { description: "No import cycle between the shop's feature folders" },
    schema: [],
    messages: {
      cycle:
        "{{from}} → {{to}} closes an import cycle: {{back}} ({{example}}). Move what both need into a lower folder (domain/shared, app/ui, the platform) or into a folder above both (issue 34).",
    },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join("/");
    const from = unitOf(file);
    if (!from || isTestCode(file)) return {};
    graph ??= featureGraph(root);
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
      const target = resolveImport(root, file, specifier);
      const to = target && unitOf(target);
      if (!to || to === from) return;
      const back = pathBetween(graph, to, from);
      if (!back) return;
      const example = graph.get(back[0])?.get(back[1]) ?? "";
      context.report({ node: node.source, messageId: "cycle", data: { from, to, back: back.join(" → "), example } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { meta: { name: "house" }, rules: { "no-feature-cycle": noFeatureCycle } };
