import { expectMapping } from "../../domain/shared/test-support/expect-mapping";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WordGroups, wordGroups, withoutBreakHints } from "./word-groups";

describe("wordGroups", () => {
  it("keeps each space-separated part of a Thai name whole, transliterations included", () => {
    expect(wordGroups("ลิปมูส ซอฟต์เบลอ สีชมพูเอ็มแอลบีบี")).toEqual(["ลิปมูส", " ", "ซอฟต์เบลอ", " ", "สีชมพูเอ็มแอลบีบี"]);
    expect(wordGroups("ลิปออยล์ บำรุงปาก เนื้อแก้ว สีโรสนู้ด").at(-1)).toBe("สีโรสนู้ด");
    expectMapping(wordGroups, [
      ["ประวัติการสั่งซื้อ", ["ประวัติการสั่งซื้อ"]],
      ["ออกจากระบบ", ["ออกจากระบบ"]],
      ["", []],
    ]);
  });

  it("loses no character", () => {
    for (const text of ["  ลิปกลอส 8D  ฉ่ำน้ำ ", "Glossy Lip", "ก\u00a0ข"]) expect(wordGroups(text).join("")).toBe(text);
  });
});

describe("WordGroups", () => {
  // Inside the groups, the app's JSX also keeps the shop's listed words whole (decision 081).
  it("renders Thai groups as unbreakable boxes and the rest as text, in one element", () => {
    expect(renderToStaticMarkup(<WordGroups text="ลิปกลอส 8D สีแดงเชอร์รี่" className="x" />)).toBe(
      '<span class="x"><span class="inline-block max-w-full"><span><span class="whitespace-nowrap">ลิปกลอส</span></span></span> 8D <span class="inline-block max-w-full"><span>สีแดง<span class="whitespace-nowrap">เชอร์รี่</span></span></span></span>',
    );
  });

  it("breaks a label only where it marks a break with a zero-width space", () => {
    expect(renderToStaticMarkup(<WordGroups text={"ประวัติ\u200bการสั่งซื้อ"} />)).toBe(
      '<span><span class="inline-block max-w-full">ประวัติ</span><wbr/><span class="inline-block max-w-full"><span>การ<span class="whitespace-nowrap">สั่งซื้อ</span></span></span></span>',
    );
    expect(withoutBreakHints("ประวัติ\u200bการสั่งซื้อ")).toBe("ประวัติการสั่งซื้อ");
  });
});
