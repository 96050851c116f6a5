import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ExternalToast } from "sonner";
import { describe, expect, it } from "vitest";
import { createToasts, type SonnerLoader, type ToastTone } from "./toasts";

type Shown = [ToastTone, ReactNode, ExternalToast | undefined];

/** A stand-in for Sonner that records what it was asked to show, and a download the test lets finish. */
function fakeSonner() {
  const shown: Shown[] = [];
  const record = (tone: ToastTone) => (message: ReactNode, details?: ExternalToast) => void shown.push([tone, message, details]);
  const module = { toast: { success: record("success"), error: record("error"), warning: record("warning"), info: record("info") }, Toaster: () => null };
  let downloads = 0;
  let finish: (() => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  const load = (() => {
    downloads += 1;
    return new Promise((resolve, reject) => {
      finish = () => resolve(module);
      fail = reject;
    });
  }) as unknown as SonnerLoader;
  return { shown, load, downloads: () => downloads, finish: () => finish!(), fail: (error: Error) => fail!(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("toasts that bring Sonner with the first one", () => {
  it("downloads nothing until a toast is shown", () => {
    const sonner = fakeSonner();
    createToasts(sonner.load);
    expect(sonner.downloads()).toBe(0);
  });

  it("keeps early toasts in order until Sonner has arrived and its region is on the page, downloading it once", async () => {
    const sonner = fakeSonner();
    const { toast, region, loaded } = createToasts(sonner.load);
    toast.success("เพิ่มลงตะกร้าแล้ว", { description: "ลิปแมตต์" });
    toast.warning("บางรายการหมดแล้ว");
    expect(sonner.downloads()).toBe(1);
    sonner.finish();
    await settle();
    expect(loaded()).toBeDefined();
    // Arrived, but the region is not drawn yet: a screen reader would miss a toast in a region born with it.
    expect(sonner.shown).toEqual([]);
    region.appeared();
    expect(sonner.shown).toEqual([
      ["success", "เพิ่มลงตะกร้าแล้ว", { description: "ลิปแมตต์" }],
      ["warning", "บางรายการหมดแล้ว", undefined],
    ]);
    toast.error("ส่งไม่สำเร็จ");
    expect(sonner.shown.at(-1)).toEqual(["error", "ส่งไม่สำเร็จ", undefined]);
    expect(sonner.downloads()).toBe(1);
  });

  it("holds toasts while no region is on the page", async () => {
    const sonner = fakeSonner();
    const { toast, region } = createToasts(sonner.load);
    toast.info("หนึ่ง");
    sonner.finish();
    await settle();
    region.appeared();
    region.left();
    toast.info("สอง");
    expect(sonner.shown.map(([, message]) => message)).toEqual(["หนึ่ง"]);
    region.appeared();
    expect(sonner.shown.map(([, message]) => message)).toEqual(["หนึ่ง", "สอง"]);
  });

  it("asks again with the next toast when the download failed, and loses none", async () => {
    const sonner = fakeSonner();
    const { toast, region } = createToasts(sonner.load);
    toast.error("หนึ่ง");
    sonner.fail(new Error("offline"));
    await settle();
    toast.success("สอง");
    expect(sonner.downloads()).toBe(2);
    sonner.finish();
    await settle();
    region.appeared();
    expect(sonner.shown.map(([, message]) => message)).toEqual(["หนึ่ง", "สอง"]);
  });

  it("keeps the shop's Thai words whole in every toast's title and description, for all callers at once (decision 081)", async () => {
    const sonner = fakeSonner();
    const { toast, region } = createToasts(sonner.load);
    toast.success("สร้างคำสั่งซื้อสำเร็จ: ORDER-ABC123XYZ", { description: "ลิปกลอส แดงคลาสสิก", duration: 4000 });
    sonner.finish();
    await settle();
    region.appeared();
    const [[tone, title, details]] = sonner.shown as [Shown];
    expect(tone).toBe("success");
    expect(renderToStaticMarkup(title)).toBe('<span>สร้าง<span class="whitespace-nowrap">คำสั่งซื้อ</span>สำเร็จ: ORDER-ABC123XYZ</span>');
    expect(renderToStaticMarkup(details?.description as ReactNode)).toBe(
      '<span><span class="whitespace-nowrap">ลิปกลอส</span> แดง<span class="whitespace-nowrap">คลาสสิก</span></span>',
    );
    expect(details?.duration).toBe(4000);
  });
});
