import { asc, eq } from "drizzle-orm";
import { isSlideType, slideButton, type SlideView } from "../../../domain/content/slides";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { preparedQuery } from "../../platform/db/prepared-query";
import { heroSlides, promotionSlides } from "../../platform/db/schema";

const SLIDE_TABLES = { hero: heroSlides, promotion: promotionSlides } as const;

export type SlideList = keyof typeof SLIDE_TABLES;

const activeSlidesOf = (list: SlideList) =>
  preparedQuery((db) => {
    const table = SLIDE_TABLES[list];
    return db
      .select()
      .from(table)
      .where(eq(table.isActive, true))
      .orderBy(asc(table.sortOrder), asc(table.createdAt), asc(table.id))
      .prepare(`active_${list}_slides`);
  });
const ACTIVE_SLIDES = { hero: activeSlidesOf("hero"), promotion: activeSlidesOf("promotion") };

/**
 * Active hero (home) or promotion (/promotions) slides in sort order, ready to show: the
 * button is present only when it has both text and an internal link, and media-less
 * image/video slides fall back to the text (gradient) look rather than an empty frame.
 */
export async function listActiveSlides(db: DatabaseOrTransaction, list: SlideList): Promise<SlideView[]> {
  const rows = await ACTIVE_SLIDES[list](db).execute();
  return rows.map((row) => {
    const mediaUrl = row.backgroundMediaUrl?.trim() || null;
    const slideType = isSlideType(row.slideType) && (row.slideType === "text" || mediaUrl) ? row.slideType : "text";
    return {
      id: row.id,
      slideType,
      title: row.title,
      subtitle: row.subtitle,
      mediaUrl: slideType === "text" ? null : mediaUrl,
      button: slideButton(row),
      autoplayInterval: row.autoplayInterval,
    };
  });
}
