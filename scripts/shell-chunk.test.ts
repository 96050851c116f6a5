import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { rootClosure } from "./shell-chunk";

/** A module graph as Rollup reports it: id → its static imports (entries marked). */
function graph(imports: Record<string, string[]>, entries: string[]) {
  const getModuleInfo = ((id: string) => (id in imports ? { importedIds: imports[id], isEntry: entries.includes(id) } : null)) as Rollup.GetModuleInfo;
  return rootClosure(Object.keys(imports), getModuleInfo);
}

describe("the shell chunk (the root route's static imports)", () => {
  it("takes the root's own imports, not the framework's nor what only a page or a lazy import loads", () => {
    const shell = graph(
      {
        "/shop/app/root.tsx": ["/shop/app/header.tsx", "/shop/node_modules/react/index.js"],
        "/shop/app/header.tsx": ["/shop/domain/cart.ts", "/shop/node_modules/lucide-react/dist/esm/icons/menu.mjs"],
        "/shop/domain/cart.ts": [],
        "/shop/node_modules/lucide-react/dist/esm/icons/menu.mjs": [],
        "/shop/node_modules/react/index.js": [],
        "/shop/app/routes/home.tsx": ["/shop/app/header.tsx", "/shop/app/carousel.tsx"],
        "/shop/app/carousel.tsx": [],
      },
      ["/shop/app/root.tsx", "/shop/app/routes/home.tsx"],
    );
    expect([...shell].sort()).toEqual([
      "/shop/app/header.tsx",
      "/shop/app/root.tsx",
      "/shop/domain/cart.ts",
      "/shop/node_modules/lucide-react/dist/esm/icons/menu.mjs",
    ]);
  });

  it("stops the build when the root reaches a package's index of everything", () => {
    const icons = Array.from({ length: 300 }, (_, n) => `/shop/node_modules/lucide-react/dist/esm/icons/icon-${n}.mjs`);
    const imports = {
      "/shop/app/root.tsx": ["/shop/node_modules/lucide-react/dist/esm/lucide-react.mjs"],
      "/shop/node_modules/lucide-react/dist/esm/lucide-react.mjs": icons,
    };
    expect(() => graph(imports, ["/shop/app/root.tsx"])).toThrow(/lucide-react\.mjs, which imports 300 modules/);
  });
});
