import { describe, expect, it } from "vitest";
import { NOTICE_DECLARATIONS, NOTICES } from "./notices";

// Every texts module, read by the bundler: a new feature's notices are checked without editing this test.
const TEXT_SOURCES = import.meta.glob<string>("../**/*-texts.ts", { eager: true, query: "?raw", import: "default" });

/** Every `export const …Notices` a texts module declares, by name. */
function declaredNoticeLists(): string[] {
  return Object.values(TEXT_SOURCES).flatMap((source) => [...source.matchAll(/^export const (\w+Notices) = /gm)].map((match) => match[1]!));
}

describe("the collected notices", () => {
  it("collect every feature's own list, so a declared notice is never forgotten", () => {
    const declared = declaredNoticeLists();
    expect(declared.length).toBeGreaterThan(10);
    expect(Object.keys(NOTICE_DECLARATIONS).sort()).toEqual([...declared].sort());
  });

  it("never declare one key twice (a later list would silently replace the earlier one's text)", () => {
    const keys = Object.values(NOTICE_DECLARATIONS).flatMap((list) => Object.keys(list));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(NOTICES).sort()).toEqual([...keys].sort());
  });

  it("give every key a tone and a text", () => {
    for (const [key, notice] of Object.entries(NOTICES)) {
      expect(["error", "success"], key).toContain(notice.tone);
      expect(notice.text("ORD-TEST").trim().length, key).toBeGreaterThan(0);
    }
  });
});
