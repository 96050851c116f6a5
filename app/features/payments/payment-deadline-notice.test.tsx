import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PaymentDeadlineNotice } from "./payment-deadline-notice";

// The server's HTML already holds the right figures (counted from the time the page was
// rendered, as the hydrating render counts too), so nothing jumps when scripts arrive.
describe("PaymentDeadlineNotice on the server", () => {
  const deadline = "2026-11-27T07:30:00.000Z";

  it("says the deadline in Bangkok time and the time left at render", () => {
    const html = renderToString(<PaymentDeadlineNotice deadline={deadline} renderedAt="2026-11-26T09:25:53.000Z" />);
    expect(html).toContain("กรุณาชำระภายใน ");
    expect(html).toContain(`<time dateTime="${deadline}" class="whitespace-nowrap">27 พ.ย. 2569 14:30 น.</time>`);
    expect(html).toMatch(/<span role="timer"[^>]*>22:04:07<\/span>/);
  });

  it("says plainly that the time has passed", () => {
    const html = renderToString(<PaymentDeadlineNotice deadline={deadline} renderedAt="2026-11-27T07:30:00.000Z" />);
    // The text as read (the app's JSX keeps 'ชำระเงิน' whole in a span of its own, decision 081).
    expect(html.replace(/<[^>]+>/g, "")).toContain("เลยกำหนดชำระเงินแล้ว");
    expect(html).not.toContain('role="timer"');
  });
});
