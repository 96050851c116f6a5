import { renderToString } from "react-dom/server";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";

// These elements are written in JSX, so they go through the app's JSX runtime (tsconfig
// `jsxImportSource`) exactly as every page does.
describe("the app's JSX keeps the shop's Thai words whole", () => {
  it("wraps a shop word in an element's text in a no-break span", () => {
    expect(renderToString(<td>รอตรวจสอบ</td>)).toBe('<td>รอ<span class="whitespace-nowrap">ตรวจสอบ</span></td>');
  });

  it("reaches text passed through components and mixed with values", () => {
    const Badge = ({ children }: { children: ReactNode }) => <span className="badge">{children}</span>;
    const name = "แดงคลาสสิก";
    expect(renderToString(<Badge>สี{name}</Badge>)).toBe('<span class="badge">สี<!-- -->แดง<span class="whitespace-nowrap">คลาสสิก</span></span>');
    expect(renderToString(<p>{2} ชิ้น</p>)).toBe("<p>2<!-- --> ชิ้น</p>");
  });

  it("leaves text that is not laid out as HTML lines as written", () => {
    expect(renderToString(<option>รอตรวจสอบ</option>)).toBe("<option>รอตรวจสอบ</option>");
    expect(renderToString(<textarea defaultValue="รอตรวจสอบ" />)).toBe("<textarea>รอตรวจสอบ</textarea>");
    expect(renderToString(<p aria-label="รอตรวจสอบ">x</p>)).toBe('<p aria-label="รอตรวจสอบ">x</p>');
  });
});
