/** A block of a policy section: a paragraph, a bullet list, or term–explanation pairs. */
export type PolicyBlock =
  { kind: "paragraph"; text: string } | { kind: "list"; items: readonly string[] } | { kind: "terms"; items: readonly { term: string; text: string }[] };

export type PolicySection = { id: string; title: string; blocks: readonly PolicyBlock[] };

export type PolicyDocument = {
  title: string;
  intro: readonly string[];
  sections: readonly PolicySection[];
};

/** Both policies were last revised on this date (spec §1); shown in Thai, machine-readable as ISO. */
export const POLICIES_LAST_UPDATED = { thai: "22 สิงหาคม 2567", iso: "2024-08-22" } as const;

export const paragraph = (text: string): PolicyBlock => ({ kind: "paragraph", text });
export const list = (...items: string[]): PolicyBlock => ({ kind: "list", items });
export const terms = (...items: [term: string, text: string][]): PolicyBlock => ({
  kind: "terms",
  items: items.map(([term, text]) => ({ term, text })),
});
