import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fileTexts } from "../../../domain/shared/file-texts";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { blackPng } from "../../platform/media/test-support/black-png";
import { replaceAvatar } from "./avatar";
import { loadProfile } from "./profile";
import { insertMember } from "./test-fixtures";
import { provideTempDir } from "../../platform/test-support/temp-dir";

const testDb = provideTestDatabase();
const uploads = provideTempDir("shop-avatars-");

const png = (size: number, background = "#ec3d70") =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
const filesOf = async (userId: string) => (await readdir(path.join(uploads.path, "avatars", userId))).sort();

describe("replaceAvatar", () => {
  it("stores a re-encoded avatar under avatars/<userId> and points the profile at it", async () => {
    const userId = await insertMember(testDb.db);
    const result = await replaceAvatar(testDb.db, userId, await png(800), uploads.path);
    expect(result.ok).toBe(true);
    const url = result.ok ? result.value.url : "";
    expect(url).toMatch(new RegExp(`^/media/avatars/${userId}/[0-9a-f-]{36}-480\\.webp$`));
    expect((await loadProfile(testDb.db, userId))?.avatarUrl).toBe(url);
    const files = await filesOf(userId);
    expect(files.filter((file) => file.endsWith(".webp"))).toHaveLength(3); // 160, 320, 480
    expect(files.some((file) => file.endsWith(".png"))).toBe(false);
  });

  it("removes the previous avatar's files when it is replaced", async () => {
    const userId = await insertMember(testDb.db);
    const first = await replaceAvatar(testDb.db, userId, await png(200), uploads.path);
    const firstStem = first.ok ? path.basename(first.value.url).split("-200.webp")[0]! : "";
    expect((await filesOf(userId)).every((file) => file.startsWith(firstStem))).toBe(true);

    const second = await replaceAvatar(testDb.db, userId, await png(300, "#000000"), uploads.path);
    const secondStem = second.ok ? path.basename(second.value.url).split("-300.webp")[0]! : "";
    const files = await filesOf(userId);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.startsWith(`${secondStem}-`))).toBe(true);
  });

  it("refuses files over 2 MB with 'ขนาดไฟล์เกินกำหนด'", async () => {
    const userId = await insertMember(testDb.db);
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(await png(10));
    expect(await replaceAvatar(testDb.db, userId, big, uploads.path)).toEqual({
      ok: false,
      status: 413,
      message: fileTexts.avatarTooLarge,
    });
    expect(fileTexts.avatarTooLarge).toBe("ขนาดไฟล์เกินกำหนด");
  });

  it("judges the type by content: text, PDFs and SVGs are refused with 'ประเภทไฟล์ไม่ถูกต้อง'", async () => {
    const userId = await insertMember(testDb.db);
    const refusals = [
      new TextEncoder().encode("this is not a picture, whatever its name says".repeat(10)),
      new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n".repeat(20)),
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      // A PNG signature followed by garbage: looks like an image, cannot be decoded.
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(200).fill(1)]),
    ];
    for (const bytes of refusals) {
      expect(await replaceAvatar(testDb.db, userId, bytes, uploads.path)).toEqual({
        ok: false,
        status: 415,
        message: "ประเภทไฟล์ไม่ถูกต้อง",
      });
    }
    expect((await loadProfile(testDb.db, userId))?.avatarUrl).toBeNull();
  });

  it("refuses a few-KB PNG declaring 30,000,000 × 1 pixels with a Thai message, keeping the old avatar", async () => {
    const userId = await insertMember(testDb.db);
    const kept = await replaceAvatar(testDb.db, userId, await png(200), uploads.path);
    expect(await replaceAvatar(testDb.db, userId, blackPng(30_000_000, 1), uploads.path)).toEqual({
      ok: false,
      status: 422,
      message: "รูปภาพกว้างหรือสูงเกินไป (ไม่เกิน 8,000 พิกเซลต่อด้าน)",
    });
    expect((await loadProfile(testDb.db, userId))?.avatarUrl).toBe(kept.ok ? kept.value.url : "");
  });
});
