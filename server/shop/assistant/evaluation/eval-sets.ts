import { BUDGET_AND_RANKING_CASES } from "./cases/budgets-and-rankings";
import { CATALOGUE_AND_WISH_CASES } from "./cases/catalogue-and-wishes";
import { CODE_AND_SEVERAL_QUESTION_CASES } from "./cases/codes-and-several-questions";
import { COMPARISON_CASES } from "./cases/comparisons";
import { CONVERSATION_CASES } from "./cases/conversations";
import { KNOWLEDGE_QUOTE_AFTER_SALE_CASES } from "./cases/knowledge-quotes-after-sale";
import { PROBE_FOLLOW_UP_CASES } from "./cases/probe-follow-ups";
import { SHOP_AND_MEMBER_CASES } from "./cases/shop-and-member";
import { TONE_AND_TYPO_CASES } from "./cases/tone-and-typos";
import { ASSISTANT_EVAL_SET, type EvalCase } from "./eval-set";

/**
 * Every evaluation set by name. The runner takes any of them; another set (an independent one,
 * say) is one more file and one more line here.
 */
export const ASSISTANT_EVAL_SETS: Readonly<Record<string, readonly EvalCase[]>> = {
  "issue-12": ASSISTANT_EVAL_SET,
  "budgets-and-rankings": BUDGET_AND_RANKING_CASES,
  comparisons: COMPARISON_CASES,
  conversations: CONVERSATION_CASES,
  "shop-and-member": SHOP_AND_MEMBER_CASES,
  "tone-and-typos": TONE_AND_TYPO_CASES,
  "catalogue-and-wishes": CATALOGUE_AND_WISH_CASES,
  "probe-follow-ups": PROBE_FOLLOW_UP_CASES,
  "knowledge-quotes-after-sale": KNOWLEDGE_QUOTE_AFTER_SALE_CASES,
  "codes-and-several-questions": CODE_AND_SEVERAL_QUESTION_CASES,
};

export const ALL_EVAL_CASES: readonly EvalCase[] = Object.values(ASSISTANT_EVAL_SETS).flat();
