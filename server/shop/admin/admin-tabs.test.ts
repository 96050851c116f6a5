import { describe, expect, it } from "vitest";
import { loadTab, readTab } from "./admin-tabs";

const at = (search: string) => new Request(`http://shop.test/admin/promotions${search}`);

describe("tabbed back-office screens", () => {
  it("show the tab named in ?tab=, and the first one when it is absent or unknown", () => {
    const tabs = ["flash-sales", "special-offers"] as const;
    expect(readTab(at("?tab=special-offers"), tabs)).toBe("special-offers");
    expect(readTab(at(""), tabs)).toBe("flash-sales");
    expect(readTab(at("?tab=slides"), tabs)).toBe("flash-sales");
    expect(readTab(at("?tab=constructor"), tabs)).toBe("flash-sales");
  });

  it("load only the tab shown", async () => {
    const loaded: string[] = [];
    const loaders = {
      first: async () => (loaded.push("first"), 1),
      second: async () => (loaded.push("second"), "two"),
    };
    expect(await loadTab(at("?tab=second"), loaders)).toEqual({ tab: "second", data: "two" });
    expect(loaded).toEqual(["second"]);
  });
});
