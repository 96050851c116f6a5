import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DayBars } from "./day-bars";

const days = (values: number[]) => values.map((value, index) => ({ day: `2026-11-${String(index + 1).padStart(2, "0")}`, value }));
/** The value axis's labels: the texts of the left axis's ticks (the bottom axis names days "d/m"). */
const valueLabels = (html: string) => [...html.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!).filter((label) => !/^\d+\/\d+$/.test(label));

// Issue 33: a shop with no paid order read "฿0" six times up the axis; two orders read 0.2, 0.4 …
describe("DayBars' value axis", () => {
  const baht = (satang: number) => `฿${Math.round(satang / 100).toLocaleString("th-TH")}`;
  const count = (value: number) => value.toLocaleString("th-TH");

  it("says once that there is nothing to show, with no axis of zeros", () => {
    const html = renderToString(
      <DayBars title="ยอดขาย" days={days(Array(30).fill(0))} format={baht} unit={100} empty="ยังไม่มียอดขาย" caption="รวม ฿0" headers={["วันที่", "ยอดขาย"]} />,
    );
    expect(html.split("ยังไม่มียอดขาย")).toHaveLength(2);
    expect(html).not.toContain("<svg");
    expect(valueLabels(html)).toEqual([]);
  });

  it("counts orders in whole numbers", () => {
    const html = renderToString(
      <DayBars title="คำสั่งซื้อ" days={days([0, 1, 2, 0, 1])} format={count} unit={1} empty="-" caption="รวม 4" headers={["วันที่", "คำสั่งซื้อ"]} />,
    );
    const labels = valueLabels(html);
    expect(labels).toEqual(["0", "1", "2"]);
  });

  it("names baht only once each, however small the sums", () => {
    const html = renderToString(
      <DayBars title="ยอดขาย" days={days([0, 40, 120])} format={baht} unit={100} empty="-" caption="รวม ฿1.60" headers={["วันที่", "ยอดขาย"]} />,
    );
    const labels = valueLabels(html);
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

// Issue 40: the table under the chart read "2026-11-06" where every other screen uses the Buddhist era.
describe("DayBars' table", () => {
  it("names each day in the Buddhist era like every other screen", () => {
    const html = renderToString(<DayBars title="คำสั่งซื้อ" days={days([0, 1])} format={String} unit={1} empty="-" caption="รวม 1" headers={["วันที่", "คำสั่งซื้อ"]} />);
    const cells = [...html.matchAll(/<tr><td>(.*?)<\/td>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ""));
    expect(cells).toEqual(["1 พ.ย. 2569", "2 พ.ย. 2569"]);
    expect(html).not.toMatch(/<td>2026-11-01<\/td>/);
  });
});
