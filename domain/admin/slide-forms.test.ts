import { describe, expect, it } from "vitest";
import { parseForm } from "../shared/form-contract";
import { slideSchema } from "./slide-forms";

// Issue 40: staff set a slide's time in seconds, the shop keeps milliseconds.
describe("a slide's time per slide, asked in seconds", () => {
  it("turns seconds into the stored milliseconds", () => {
    expect(parseForm(slideSchema, { slideType: "text", title: "ลิปใหม่", autoplaySeconds: "7" })).toMatchObject({ ok: true, value: { autoplayInterval: 7000 } });
    expect(parseForm(slideSchema, { slideType: "text", title: "ลิปใหม่", autoplaySeconds: "2.5" })).toMatchObject({
      ok: true,
      value: { autoplayInterval: 2500 },
    });
  });

  it("refuses a time outside 1–60 seconds on its own field, in Thai", () => {
    for (const sent of ["0", "61", "5000", "abc", "1.25"]) {
      expect(parseForm(slideSchema, { slideType: "text", title: "ลิปใหม่", autoplaySeconds: sent })).toMatchObject({
        ok: false,
        field: "autoplaySeconds",
        message: expect.stringContaining("วินาที"),
      });
    }
  });
});
