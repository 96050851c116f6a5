import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { adminContentTexts } from "../../../domain/admin/admin-content-texts";
import { adminSlideTexts } from "../../../domain/admin/admin-slide-texts";
import { MAX_HOME_VIDEOS } from "../../../domain/content/content-limits";
import { listActiveVideos } from "../content/videos";
import { adminAuditLog, videos } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin } from "../members/test-fixtures";
import { tinyMp4, tinyOgv, tinyWebm } from "../../platform/media/test-support/video-files";
import { aReceivedFile, anUploadsDir, filesUnder } from "../../platform/http/test-support/received-file";
import { createVideo, deleteVideo, listVideos } from "./videos";

const testDb = provideTestDatabase();

const input = (title: string) => ({ title, description: "", sortOrder: 0, isActive: true });
const stored = async (uploadsDir: string) => (await filesUnder(uploadsDir)).filter((name) => !name.startsWith(".incoming"));

describe("home videos", () => {
  beforeEach(async () => {
    await testDb.db.delete(videos);
  });

  it("uploads mp4 and webm by content, shows them on the home page, deletes one with its file", async () => {
    const admin = await insertAdmin(testDb.db);
    const uploadsDir = await anUploadsDir();
    const mp4 = await createVideo(testDb.db, admin, input("รีวิวลิป"), {
      file: await aReceivedFile(uploadsDir, tinyMp4(), "review.mp4"),
      uploadsDir,
      field: "videoFile",
    });
    const webm = await createVideo(testDb.db, admin, input("วิธีทา"), {
      file: await aReceivedFile(uploadsDir, tinyWebm(), "howto.webm"),
      uploadsDir,
      field: "videoFile",
    });
    expect(mp4.ok && webm.ok).toBe(true);
    const rows = await listVideos(testDb.db);
    expect(rows.map((row) => row.mediaUrl)).toEqual([
      expect.stringMatching(/^\/media\/videos\/[0-9a-f-]{36}\.mp4$/),
      expect.stringMatching(/^\/media\/videos\/[0-9a-f-]{36}\.webm$/),
    ]);
    expect((await listActiveVideos(testDb.db)).map((video) => video.title)).toEqual(["รีวิวลิป", "วิธีทา"]);
    expect(await stored(uploadsDir)).toHaveLength(2);

    const id = mp4.ok ? mp4.value.id : "";
    expect(await deleteVideo(testDb.db, admin, id, uploadsDir)).toEqual({ ok: true });
    expect(await stored(uploadsDir)).toEqual([rows[1]!.mediaUrl.slice("/media/".length)]);
    expect((await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id))).map((entry) => entry.action).sort()).toEqual([
      "video.create",
      "video.delete",
    ]);
  });

  it("refuses a missing file, HTML named .mp4, an ogg (not a home video type) and an oversize file: no row, no file", async () => {
    const admin = await insertAdmin(testDb.db);
    const uploadsDir = await anUploadsDir();
    const upload = async (bytes: Buffer | null, name: string, overCap = false) =>
      createVideo(testDb.db, admin, input("x"), {
        file: bytes ? { ...(await aReceivedFile(uploadsDir, bytes, name)), overCap } : undefined,
        uploadsDir,
        field: "videoFile",
      });
    expect(await upload(null, "")).toMatchObject({
      ok: false,
      status: 400,
      message: adminContentTexts.selectVideoFile,
      field: "videoFile",
    });
    expect(await upload(Buffer.from("<html><script>alert(1)</script></html>"), "clip.mp4")).toMatchObject({
      ok: false,
      message: adminContentTexts.selectVideoFile,
    });
    expect(await upload(tinyOgv(), "clip.ogv")).toMatchObject({ ok: false, message: adminContentTexts.selectVideoFile });
    expect(await upload(tinyMp4(), "big.mp4", true)).toMatchObject({ ok: false, message: adminSlideTexts.videoTooLarge(50) });
    expect(await listVideos(testDb.db)).toEqual([]);
    expect(await stored(uploadsDir)).toEqual([]);
  });

  it(`keeps at most ${MAX_HOME_VIDEOS} even when uploads arrive at once; the refused ones leave no file`, async () => {
    const admin = await insertAdmin(testDb.db);
    const uploadsDir = await anUploadsDir();
    for (const title of ["1", "2", "3"]) {
      expect(
        (
          await createVideo(testDb.db, admin, input(title), {
            file: await aReceivedFile(uploadsDir, tinyMp4()),
            uploadsDir,
            field: "videoFile",
          })
        ).ok,
      ).toBe(true);
    }
    const files = await Promise.all(Array.from({ length: 8 }, () => aReceivedFile(uploadsDir, tinyMp4(2048))));
    const results = await Promise.all(
      files.map((file, index) => createVideo(testDb.db, admin, input(`at once ${index}`), { file, uploadsDir, field: "videoFile" })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 6 }, () => ({ ok: false, status: 409, message: adminContentTexts.videoLimit })),
    );
    expect(await listVideos(testDb.db)).toHaveLength(MAX_HOME_VIDEOS);
    expect(await stored(uploadsDir)).toHaveLength(MAX_HOME_VIDEOS);

    expect(
      await createVideo(testDb.db, admin, input("sixth"), {
        file: await aReceivedFile(uploadsDir, tinyMp4()),
        uploadsDir,
        field: "videoFile",
      }),
    ).toMatchObject({
      ok: false,
      message: adminContentTexts.videoLimit,
    });
    expect(await stored(uploadsDir)).toHaveLength(MAX_HOME_VIDEOS);
  });
});
