import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// axe-core's own build, put into each page as it is. Through page.evaluate rather than a
// <script> tag: the shop's Content-Security-Policy allows no inline script (decision 055).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Every rule axe-core runs by default: WCAG 2.0–2.2 A and AA, and its best practices (one
 * level-one heading, one main landmark, roles an element may take…). A minor finding is a
 * finding: issue 33 found `/auth`'s `aria-allowed-role` that a WCAG-only run let through.
 */
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export type Finding = { path: string; rule: string; impact: string | null; elements: string[] };

/** axe-core's violations on the open page, each with the first few elements it names. */
export async function auditOpenPage(page: Page, path: string): Promise<Finding[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
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
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => String(node.target[0])),
    }));
  }, RULE_TAGS);
  return violations.map((violation) => ({ path, rule: violation.id, impact: violation.impact, elements: violation.nodes.slice(0, 3) }));
}
