import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// axe-core's own build, put into each page as it is. Through page.evaluate rather than a
// <script> tag: the shop's Content-Security-Policy allows no inline script (decision 055).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.1 A and AA, the rules the shop keeps clean (issue 24). */
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export type Finding = { path: string; rule: string; impact: string | null; elements: string[] };

/** Beyond WCAG's rules: one level-one heading and one main landmark, not nested (issue 24). */
const STRUCTURE_RULES = ["page-has-heading-one", "landmark-one-main", "landmark-no-duplicate-main", "landmark-main-is-top-level"];

/**
 * axe-core's violations on the open page, each with the first few elements it names; `alsoRules`
 * names more of axe's best-practice rules to keep (the back office's: issue 25 saw an empty table
 * header and two landmarks of one name).
 */
export async function auditOpenPage(page: Page, path: string, alsoRules: readonly string[] = []): Promise<Finding[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, rules }) => {
      // Colours are judged as the shopper reads them: once the cards' fade-in has ended.
      const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{ violations: Array<{ id: string; tags: string[]; impact: string | null; nodes: Array<{ target: unknown[] }> }> }>;
          };
        }
      ).axe;
      // The structure rules are tagged best-practice: run those too, keep only the ones named.
      const result = await axe.run(document, { runOnly: { type: "tag", values: [...tags, "best-practice"] }, resultTypes: ["violations"] });
      const kept = result.violations.filter((violation) => rules.includes(violation.id) || violation.tags.some((tag) => tags.includes(tag)));
      return kept.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => String(node.target[0])),
      }));
    },
    { tags: WCAG_21_AA, rules: [...STRUCTURE_RULES, ...alsoRules] },
  );
  return violations.map((violation) => ({ path, rule: violation.id, impact: violation.impact, elements: violation.nodes.slice(0, 3) }));
}
