import { lipstickInfo } from "../../../../domain/catalog/lipstick-info";
import type { ProductLine } from "../../../../domain/catalog/product-line";
import type { OpenWishId } from "./vocabulary";

/** What an open wish is searched for, and the sentence of /lipstick-info that says why. */
export type OpenWishSearch = {
  /** Shade or name words, any of which may match (one wish group). */
  terms: readonly string[];
  /** Colour families of `COLOURS`, by name. */
  colourNames: readonly string[];
  line: ProductLine | null;
  reason: string;
};

const skinTone = (id: "medium" | "tan") => lipstickInfo.skinTones.find((tone) => tone.id === id)!;
const finish = (id: "glossy" | "velvet") => lipstickInfo.finishes.find((candidate) => candidate.id === id)!;
const workFinish = lipstickInfo.finishes.find((candidate) => candidate.bestFor.includes("ทำงาน") && (candidate.id === "velvet" || candidate.id === "glossy"));

/** The warm colours the tan tone's advice names ("อิฐ ส้มอิฐ คาราเมล และโรสบราวน์"); a test checks each is in it. */
export const EARTHY_TERMS = ["อิฐ", "ส้มอิฐ", "คาราเมล", "โรสบราวน์"] as const;

/**
 * Each open wish through the advice /lipstick-info publishes (decision 066, round 2): earth tones
 * are the warm colours of the tan tone's advice and its shades, work is the finish made "for
 * ลุคทำงาน", every day is the natural nude of the medium tone's advice, a date is the Glossy
 * finish's "ลุคธรรมชาติสดใส" in the line's pinks.
 */
export function openWishSearch(id: OpenWishId): OpenWishSearch {
  switch (id) {
    case "earthy":
      return {
        terms: [...EARTHY_TERMS, ...skinTone("tan").shades.map((shade) => shade.name)],
        colourNames: [],
        line: null,
        reason: skinTone("tan").advice,
      };
    case "work":
      return {
        terms: [],
        colourNames: [],
        line: workFinish?.id === "glossy" || workFinish?.id === "velvet" ? workFinish.id : null,
        reason: workFinish ? `เนื้อ ${workFinish.name} (${workFinish.thaiName}) เหมาะกับ${workFinish.bestFor}` : "",
      };
    case "everyday":
      return { terms: [], colourNames: ["nude"], line: null, reason: skinTone("medium").advice };
    case "date": {
      const glossy = finish("glossy");
      const point = lipstickInfo.lines.find((line) => line.id === "glossy")?.points.find((text) => text.includes("ชมพู")) ?? "";
      return {
        terms: [],
        colourNames: ["pink"],
        line: "glossy",
        reason: `เนื้อ ${glossy.name} (${glossy.thaiName}) เหมาะกับ${glossy.bestFor} ${point}`.trim(),
      };
    }
  }
}
