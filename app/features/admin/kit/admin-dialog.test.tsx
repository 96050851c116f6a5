import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { DialogField, fieldValue } from "./admin-dialog";
import { fieldsRefusedReply } from "../../../../domain/shared/test-support/form-refusals";

// The one form contract (decision 064): a refused dialog shows every field's own error beside
// that field, not only the first one's.
describe("DialogField", () => {
  const reply: FormReply = fieldsRefusedReply("update", { name: "กรุณากรอกชื่อ", sortOrder: "ต้องเป็นจำนวนเต็ม" }, { name: "", sortOrder: "สอง" });
  const render = (name: string) =>
    renderToStaticMarkup(<DialogField name={name} label={name} reply={reply} defaultValue={fieldValue(reply, name, "stored")} />);

  it("shows each field in trouble its own error, tied to the input for screen readers", () => {
    const name = render("name");
    const sortOrder = render("sortOrder");
    expect(name).toContain("กรุณากรอกชื่อ");
    expect(sortOrder).toContain("ต้องเป็นจำนวนเต็ม");
    expect(sortOrder).not.toContain("กรุณากรอกชื่อ");
    for (const html of [name, sortOrder]) expect(html).toMatch(/aria-invalid="true"/);
  });

  it("leaves a field that is fine alone, and shows what was sent again", () => {
    const fine = render("description");
    expect(fine).not.toMatch(/aria-invalid|role="alert"/);
    expect(fine).toContain('value="stored"');
    expect(render("sortOrder")).toContain('value="สอง"');
  });
});
