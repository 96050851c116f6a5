import { describe, expect, it } from "vitest";
import { orderTimeline, type TimelineOrder, type TimelineStep } from "./order-tracking";

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));

const transfer: TimelineOrder = {
  status: "pending",
  paymentStatus: "unpaid",
  paymentMethod: "promptpay",
  createdAt: at(1),
  paidAt: null,
  processingAt: null,
  shippedAt: null,
  deliveredAt: null,
};

function stepsOf(order: TimelineOrder): Pick<TimelineStep, "key" | "state" | "at">[] {
  const timeline = orderTimeline(order);
  if (timeline.kind !== "steps") throw new Error("expected steps");
  return timeline.steps.map(({ key, state, at }) => ({ key, state, at }));
}

describe("the order page's status timeline", () => {
  it("starts at ordered, the rest to come without times", () => {
    expect(stepsOf(transfer)).toEqual([
      { key: "ordered", state: "current", at: at(1) },
      { key: "paid", state: "upcoming", at: null },
      { key: "packing", state: "upcoming", at: null },
      { key: "shipped", state: "upcoming", at: null },
      { key: "delivered", state: "upcoming", at: null },
    ]);
  });

  it("marks paid current once the money is verified, with its time", () => {
    expect(stepsOf({ ...transfer, paymentStatus: "paid", paidAt: at(2) }).slice(0, 3)).toEqual([
      { key: "ordered", state: "done", at: at(1) },
      { key: "paid", state: "current", at: at(2) },
      { key: "packing", state: "upcoming", at: null },
    ]);
  });

  it("does not count a proof under review as paid", () => {
    expect(stepsOf({ ...transfer, paymentStatus: "pending" })[1]).toEqual({ key: "paid", state: "upcoming", at: null });
  });

  it("walks packing, shipped and delivered with each time, the last one current", () => {
    const delivered = {
      ...transfer,
      status: "delivered",
      paymentStatus: "paid",
      paidAt: at(2),
      processingAt: at(3),
      shippedAt: at(4),
      deliveredAt: at(5),
    } as const;
    expect(stepsOf(delivered)).toEqual([
      { key: "ordered", state: "done", at: at(1) },
      { key: "paid", state: "done", at: at(2) },
      { key: "packing", state: "done", at: at(3) },
      { key: "shipped", state: "done", at: at(4) },
      { key: "delivered", state: "current", at: at(5) },
    ]);
  });

  it("shows a step passed without its own time as done with no time, never a guessed one", () => {
    // Shipped straight from paid: staff never pressed "processing".
    const steps = stepsOf({ ...transfer, status: "shipped", paymentStatus: "paid", paidAt: at(2), shippedAt: at(4) });
    expect(steps[2]).toEqual({ key: "packing", state: "done", at: null });
    expect(steps[3]).toEqual({ key: "shipped", state: "current", at: at(4) });
  });

  it("accepts the times as the loader's JSON strings", () => {
    expect(stepsOf({ ...transfer, createdAt: at(1).toISOString() })[0]?.at).toEqual(at(1));
  });

  it("for cash on delivery has no paid step before packing: the money comes with the parcel", () => {
    const timeline = orderTimeline({ ...transfer, paymentMethod: "cod", status: "processing", processingAt: at(3) });
    expect(timeline.kind === "steps" && timeline.steps.map((step) => [step.key, step.label, step.state])).toEqual([
      ["ordered", "สั่งซื้อ", "done"],
      ["packing", "กำลังแพ็ค", "current"],
      ["shipped", "จัดส่ง", "upcoming"],
      ["delivered", "ได้รับและชำระเงิน", "upcoming"],
    ]);
  });

  it("labels the steps in Thai as the shop says them", () => {
    const timeline = orderTimeline(transfer);
    expect(timeline.kind === "steps" && timeline.steps.map((step) => step.label)).toEqual(["สั่งซื้อ", "ชำระแล้ว", "กำลังแพ็ค", "จัดส่ง", "ได้รับ"]);
  });

  it("shows a cancelled or expired order as cancelled, not as a timeline under way", () => {
    expect(orderTimeline({ ...transfer, status: "cancelled" })).toEqual({ kind: "cancelled" });
    expect(orderTimeline({ ...transfer, status: "cancelled", paymentStatus: "paid", processingAt: at(3) })).toEqual({ kind: "cancelled" });
  });
});

describe("an unpaid prepaid order staff sent on anyway (decision 102, issue 40)", () => {
  it("leaves the paid step outstanding in the payment badge's words, never ticked by a later step", () => {
    const steps = stepsOf({ ...transfer, status: "shipped", shippedAt: at(4) });
    expect(steps[1]).toEqual({ key: "paid", state: "outstanding", at: null });
    expect(steps[3]).toEqual({ key: "shipped", state: "current", at: at(4) });
    const timeline = orderTimeline({ ...transfer, status: "processing", paymentStatus: "pending" });
    expect(timeline.kind === "steps" && timeline.steps[1]?.label).toBe("รอตรวจสอบการชำระเงิน");
  });
});
