import { describe, expect, it } from "vitest";
import { nextStaffStep, queueStatusFilter, requestsOfOrderHref } from "./admin-after-sale";

describe("what staff do next with a request", () => {
  it("decide an open one or one waiting for the member; receive an approved return; refund an approved cancellation or a received return wanting money; send a received exchange", () => {
    expect(nextStaffStep({ kind: "cancel", status: "open", wanted: null })).toBe("decide");
    expect(nextStaffStep({ kind: "return", status: "needs-info", wanted: "refund" })).toBe("decide");
    expect(nextStaffStep({ kind: "cancel", status: "approved", wanted: null })).toBe("refund");
    expect(nextStaffStep({ kind: "return", status: "approved", wanted: "exchange" })).toBe("receive");
    expect(nextStaffStep({ kind: "return", status: "received", wanted: "refund" })).toBe("refund");
    expect(nextStaffStep({ kind: "return", status: "received", wanted: "exchange" })).toBe("exchange");
  });

  it("nothing once a change is made, or the request is closed, refused or withdrawn", () => {
    expect(nextStaffStep({ kind: "change-address", status: "approved", wanted: null })).toBeNull();
    for (const status of ["closed", "refused", "withdrawn"] as const) expect(nextStaffStep({ kind: "return", status, wanted: "refund" })).toBeNull();
  });
});

describe("the queue's status filter and links", () => {
  it("is running unless the URL names one the screen offers", () => {
    expect(queueStatusFilter(undefined)).toBe("running");
    expect(queueStatusFilter("all")).toBe("all");
    expect(queueStatusFilter("received")).toBe("received");
    expect(queueStatusFilter("bogus")).toBe("running");
    expect(requestsOfOrderHref("ORDER-AB12CD34E")).toBe("/admin/after-sale?q=ORDER-AB12CD34E&status=all");
  });
});
