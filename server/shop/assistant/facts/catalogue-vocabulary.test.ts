import { describe, expect, it } from "vitest";
import { provideTestDatabase } from "../../../platform/db/test-support/test-database";
import { CATALOGUE_WORDS_TTL_MS, catalogueWords, catalogueWordsOf } from "./catalogue-vocabulary";

const testDb = provideTestDatabase();

describe("the catalogue's words for typo correction", () => {
  it("takes the words of names long enough to correct, once each", () => {
    expect(catalogueWordsOf(["Liquid Gloss 8D – Cherry Red", "ลิปกลอส 8D ฉ่ำน้ำ สีแดงเชอร์รี่", "Cherry Tint"]).sort()).toEqual(
      ["cherry", "gloss", "liquid", "tint", "ลิปกลอส", "ฉ่ำน้ำ", "สีแดงเชอร์รี่"].sort(),
    );
  });

  it("reads the names once per TTL for a database, not once per message", async () => {
    const start = 1_000_000;
    const first = catalogueWords(testDb.db, start);
    expect(catalogueWords(testDb.db, start + CATALOGUE_WORDS_TTL_MS - 1)).toBe(first);
    const later = catalogueWords(testDb.db, start + CATALOGUE_WORDS_TTL_MS);
    expect(later).not.toBe(first);
    expect(Array.isArray(await later)).toBe(true);
  });
});
