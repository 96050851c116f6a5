import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChoiceOptions } from "./form-controls";
import { ResponsiveImage } from "./responsive-image";
import { LinesTable, type LinesTableKind } from "./table-headings";

type Line = { name: string; quantity: number };

const KIND: LinesTableKind<Line> = {
  caption: "รายการสินค้า",
  className: "w-full",
  headClassName: "head",
  rowClassName: "row",
  rowTestId: "line",
  lineKey: (line, index) => `${line.name}-${index}`,
  columns: [
    ["สินค้า", "h1", "c1", (line) => line.name],
    ["จำนวน", "h2", "c2", (line) => line.quantity],
  ],
};

describe("LinesTable", () => {
  it("builds the caption, one heading a column and one row a line, each cell as its column says", () => {
    expect(renderToStaticMarkup(<LinesTable kind={KIND} lines={[{ name: "ลิปแมตต์", quantity: 2 }]} />)).toBe(
      '<table class="w-full"><caption class="sr-only">รายการสินค้า</caption><thead><tr class="head"><th scope="col" class="h1">สินค้า</th><th scope="col" class="h2">จำนวน</th></tr></thead>' +
        '<tbody><tr class="row" data-testid="line"><td class="c1">ลิปแมตต์</td><td class="c2">2</td></tr></tbody></table>',
    );
  });

  it("adds the document's own foot after the lines", () => {
    const html = renderToStaticMarkup(<LinesTable kind={KIND} lines={[]} foot={<tfoot />} />);
    expect(html).toContain("<tbody></tbody><tfoot></tfoot></table>");
  });
});

describe("ChoiceOptions", () => {
  it("gives one option a value, in the list's order, labelled as asked", () => {
    expect(renderToStaticMarkup(<ChoiceOptions values={["a", "b"]} label={(value) => `ตัวเลือก ${value}`} />)).toBe(
      '<option value="a">ตัวเลือก a</option><option value="b">ตัวเลือก b</option>',
    );
  });
});

describe("ResponsiveImage", () => {
  it("draws nothing for a missing image", () => {
    expect(renderToStaticMarkup(<ResponsiveImage src={null} alt="" width={96} height={96} sizes="96px" />)).toBe("");
    expect(renderToStaticMarkup(<ResponsiveImage src="/logo.png" alt="" width={96} height={96} sizes="96px" />)).toContain('src="/logo.png"');
  });
});
