import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productReviews } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { provideTempDir } from "../../platform/test-support/temp-dir";
import { insertMember } from "../members/test-fixtures";
import { insertProduct } from "../orders/test-fixtures";
import { moveReviewPhotosOutOfMemberFolders } from "./review-photo-move";

const testDb = provideTestDatabase();
const uploads = provideTempDir("shop-review-photo-move-");

describe("moveReviewPhotosOutOfMemberFolders", () => {
  it("moves a photo stored under its author's id to its random key, rewrites the link, and leaves no member folder", async () => {
    const db = testDb.db;
    const buyer = await insertMember(db);
    const product = await insertProduct(db);
    const stem = crypto.randomUUID();
    const memberFolder = path.join(uploads.path, "product-reviews", buyer);
    await mkdir(memberFolder, { recursive: true });
    const renditions = [`${stem}-480.webp`, `${stem}-480.avif`, `${stem}-960.webp`, `${stem}-960.avif`, `${stem}-960.jpg`];
    for (const file of renditions) await writeFile(path.join(memberFolder, file), file);
    // A file a crashed earlier move left behind, which no review points at any more.
    await writeFile(path.join(memberFolder, "left-960.webp"), "x");
    const [row] = await db
      .insert(productReviews)
      .values({ userId: buyer, productId: product.id, rating: 5, text: "ดี", photoUrl: `/media/product-reviews/${buyer}/${stem}-960.webp` })
      .returning({ id: productReviews.id });

    expect(await moveReviewPhotosOutOfMemberFolders(db, uploads.path)).toBe(1);

    const [after] = await db.select({ photoUrl: productReviews.photoUrl }).from(productReviews).where(eq(productReviews.id, row!.id));
    expect(after!.photoUrl).toBe(`/media/product-reviews/${stem}-960.webp`);
    expect(after!.photoUrl).not.toContain(buyer);
    const shared = await readdir(path.join(uploads.path, "product-reviews"));
    expect(shared.sort()).toEqual([...renditions].sort());
    // Run again (the next start): nothing left to move, nothing changed.
    expect(await moveReviewPhotosOutOfMemberFolders(db, uploads.path)).toBe(0);
    expect((await readdir(path.join(uploads.path, "product-reviews"))).sort()).toEqual([...renditions].sort());
  });
});
