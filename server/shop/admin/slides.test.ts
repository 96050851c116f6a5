import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminContentTexts } from "../../../domain/admin/admin-content-texts";
import { adminSlideTexts } from "../../../domain/admin/admin-slide-texts";
import { parseForm } from "../../../domain/shared/form-contract";
import { slideSchema, type SlideInput } from "../../../domain/admin/slide-forms";
import { listActiveSlides } from "../content/slides";
import { adminAuditLog } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin } from "../members/test-fixtures";
import { tinyMp4 } from "../../platform/media/test-support/video-files";
import { switchActive } from "./active-switch";
import { createSlide, deleteSlide, listSlides, SLIDE_ENTITIES, SLIDE_TABLES, updateSlide } from "./slides";
import type { SlideKind } from "../../../domain/content/slides";
import { aReceivedFile, anUploadsDir, filesUnder } from "../../platform/http/test-support/received-file";

const testDb = provideTestDatabase();

const slide = (fields: Record<string, string>): SlideInput => {
  const parsed = parseForm(slideSchema, { isActive: "on", ...fields });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

const photo = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: "#c21e56" } })
    .jpeg()
    .toBuffer();
const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
const svgWithScript = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

describe.each(["hero", "promotion"] as const satisfies readonly SlideKind[])("the %s slides editor", (kind) => {
  const folder = kind === "hero" ? "hero" : "promotions";

  it("adds an image slide from an uploaded photo, re-encoded, active, shown by the storefront; its audit row in the same write", async () => {
    const admin = await insertAdmin(testDb.db);
    const uploadsDir = await anUploadsDir();
    const file = await aReceivedFile(uploadsDir, await photo(), "banner.jpg");
    const created = await createSlide(testDb.db, admin, kind, slide({ slideType: "image", title: "ลิปใหม่", buttonText: "ช้อปเลย", buttonLink: "/products" }), {
      uploadsDir,
      file,
      field: "mediaFile",
    });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.value.id : "";
    const [row] = (await listSlides(testDb.db, kind)).filter((candidate) => candidate.id === id);
    expect(row).toMatchObject({ slideType: "image", title: "ลิปใหม่", isActive: true, autoplayInterval: 5000, buttonLink: "/products" });
    expect(row!.mediaUrl).toMatch(new RegExp(`^/media/${folder}/[0-9a-f-]{36}-1200\\.webp$`));
    expect((await listActiveSlides(testDb.db, kind)).find((shown) => shown.id === id)).toMatchObject({
      mediaUrl: row!.mediaUrl,
      button: { text: "ช้อปเลย", to: "/products" },
    });
    // WebP and AVIF renditions only; the original bytes are not kept, the temporary file moved on.
    const stored = (await filesUnder(uploadsDir)).filter((name) => !name.startsWith(".incoming"));
    expect(stored.every((name) => /\.(webp|avif)$/.test(name))).toBe(true);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    const audit = await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id));
    expect(audit.map((entry) => entry.action)).toEqual([`${SLIDE_ENTITIES[kind]}.create`]);
  });

  it("refuses wrong files by content with the spec's messages, storing nothing", async () => {
    const admin = await insertAdmin(testDb.db);
    const uploadsDir = await anUploadsDir();
    const before = (await listSlides(testDb.db, kind)).length;
    const attempt = async (slideType: "image" | "video", bytes: Buffer | null, name: string) =>
      createSlide(testDb.db, admin, kind, slide({ slideType, title: "x" }), {
        uploadsDir,
        file: bytes ? await aReceivedFile(uploadsDir, bytes, name) : undefined,
        field: "mediaFile",
      });

    expect(await attempt("video", html, "clip.mp4")).toMatchObject({
      ok: false,
      status: 400,
      message: adminContentTexts.selectVideoFile,
      field: "mediaFile",
    });
    expect(await attempt("image", svgWithScript, "logo.png")).toMatchObject({
      ok: false,
      message: adminContentTexts.selectImageFile,
      field: "mediaFile",
    });
    // A video where the slide says image, and the other way round.
    expect(await attempt("image", tinyMp4(), "clip.mp4")).toMatchObject({ ok: false, message: adminContentTexts.selectImageFile });
    expect(await attempt("video", await photo(), "photo.jpg")).toMatchObject({ ok: false, message: adminContentTexts.selectVideoFile });
    // An MP4's first box, then a web page: the container does not hold together.
    expect(await attempt("video", Buffer.concat([tinyMp4().subarray(0, 24), html]), "clip.mp4")).toMatchObject({
      ok: false,
      message: adminContentTexts.invalidFile,
    });
    // Over the image cap (5 MB), judged before anything is decoded.
    expect(await attempt("image", Buffer.concat([await photo(), Buffer.alloc(5 * 1024 * 1024)]), "huge.jpg")).toMatchObject({
      ok: false,
      message: adminSlideTexts.imageTooLarge(5),
    });
    expect(await attempt("image", null, "")).toMatchObject({ ok: false, message: adminContentTexts.selectFile, field: "mediaFile" });

    expect(await listSlides(testDb.db, kind)).toHaveLength(before);
    // Nothing stored: only the refused temporary files, which the form reader removes.
    expect((await filesUnder(uploadsDir)).filter((name) => !name.startsWith(".incoming"))).toEqual([]);
  });

  it("takes a video slide, an existing media address, text slides; switches; replacing and deleting remove files no slide uses", async () => {
    const admin = await insertAdmin(testDb.db);
    const uploadsDir = await anUploadsDir();
    const video = await createSlide(testDb.db, admin, kind, slide({ slideType: "video", title: "Video" }), {
      uploadsDir,
      file: await aReceivedFile(uploadsDir, tinyMp4(), "clip.mp4"),
      field: "mediaFile",
    });
    expect(video.ok).toBe(true);
    const videoId = video.ok ? video.value.id : "";
    const videoUrl = (await listSlides(testDb.db, kind)).find((row) => row.id === videoId)!.mediaUrl!;
    expect(videoUrl).toMatch(new RegExp(`^/media/${folder}/[0-9a-f-]{36}\\.mp4$`));

    // A second slide reusing the same stored video by its address.
    const twin = await createSlide(testDb.db, admin, kind, slide({ slideType: "video", mediaUrl: videoUrl, sortOrder: "2" }), {
      uploadsDir,
      file: undefined,
      field: "mediaFile",
    });
    expect(twin.ok).toBe(true);
    const twinId = twin.ok ? twin.value.id : "";
    // An address of a file the shop does not hold is refused.
    expect(
      await createSlide(testDb.db, admin, kind, slide({ slideType: "video", mediaUrl: `/media/${folder}/00000000-0000-4000-8000-000000000000.mp4` }), {
        uploadsDir,
        file: undefined,
        field: "mediaFile",
      }),
    ).toMatchObject({ ok: false, message: adminSlideTexts.mediaUrlInvalid, field: "mediaUrl" });

    expect(await switchActive(testDb.db, admin, { entity: SLIDE_ENTITIES[kind], table: SLIDE_TABLES[kind], id: twinId }, false)).toEqual({
      ok: true,
    });
    expect((await listActiveSlides(testDb.db, kind)).some((shown) => shown.id === twinId)).toBe(false);

    // Deleting one of the two keeps the file the other still shows.
    expect(await deleteSlide(testDb.db, admin, kind, videoId, uploadsDir)).toEqual({ ok: true });
    expect(await filesUnder(uploadsDir)).toContain(videoUrl.slice("/media/".length));

    // The other becomes a text slide: its video is no longer used by any slide and goes.
    expect(
      await updateSlide(testDb.db, admin, kind, twinId, slide({ slideType: "text", title: "Gradient", mediaUrl: videoUrl }), {
        uploadsDir,
        file: undefined,
        field: "mediaFile",
      }),
    ).toEqual({ ok: true });
    const [text] = (await listSlides(testDb.db, kind)).filter((row) => row.id === twinId);
    expect(text).toMatchObject({ slideType: "text", mediaUrl: null, isActive: true });
    expect(await filesUnder(uploadsDir)).not.toContain(videoUrl.slice("/media/".length));

    expect(await deleteSlide(testDb.db, admin, kind, twinId, uploadsDir)).toEqual({ ok: true });
    expect(await deleteSlide(testDb.db, admin, kind, twinId, uploadsDir)).toMatchObject({ ok: false, status: 404 });
    const actions = (await testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, twinId))).map((entry) => entry.action);
    expect(actions.sort()).toEqual([
      `${SLIDE_ENTITIES[kind]}.create`,
      `${SLIDE_ENTITIES[kind]}.delete`,
      `${SLIDE_ENTITIES[kind]}.switch`,
      `${SLIDE_ENTITIES[kind]}.update`,
    ]);
  });
});

describe("the slide form", () => {
  it("takes only links to this shop's own pages, and checks numbers and text slides' titles", () => {
    expect(parseForm(slideSchema, { slideType: "text", title: "t", buttonText: "Go", buttonLink: " /promotions#flash-sale " })).toMatchObject({
      ok: true,
      value: { buttonLink: "/promotions#flash-sale" },
    });
    for (const link of ["//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "/\t/evil.example"]) {
      expect(parseForm(slideSchema, { slideType: "text", title: "t", buttonText: "Go", buttonLink: link }), link).toMatchObject({
        ok: false,
        field: "buttonLink",
        message: adminSlideTexts.linkInvalid,
      });
    }
    expect(parseForm(slideSchema, { slideType: "text", title: "t", buttonText: "Go" })).toMatchObject({
      ok: false,
      field: "buttonLink",
      message: adminSlideTexts.linkRequired,
    });
    expect(parseForm(slideSchema, { slideType: "text" })).toMatchObject({ ok: false, field: "title" });
    expect(parseForm(slideSchema, { slideType: "image", autoplayInterval: "999" })).toMatchObject({ ok: false, field: "autoplayInterval" });
    expect(parseForm(slideSchema, { slideType: "image", sortOrder: "1.5" })).toMatchObject({ ok: false, field: "sortOrder" });
    expect(parseForm(slideSchema, { slideType: "gif" })).toMatchObject({ ok: false, field: "slideType" });
    expect(parseForm(slideSchema, { slideType: "image", mediaUrl: "/media/../../etc/passwd" })).toMatchObject({
      ok: false,
      field: "mediaUrl",
    });
    expect(parseForm(slideSchema, { slideType: "image" })).toMatchObject({
      ok: true,
      value: { isActive: false, autoplayInterval: 5000, sortOrder: 0 },
    });
  });
});
