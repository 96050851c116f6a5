import type { Rollup } from "vite";

/** The browser chunk every page loads: the root route and everything it imports statically. */
export const SHELL_CHUNK = "shell";

/** More static imports than this, and a module is a package's index (lucide-react's: ~1,900). */
const BARREL_IMPORTS = 200;

/** Their own chunks, as React Router's client entry shares them: the framework, not the shell. */
const FRAMEWORK_PACKAGE = /\/node_modules\/(?:react|react-dom|react-router|scheduler)\//;

/**
 * Rollup's `manualChunks` for the browser build: the root route's static import closure (header,
 * footer, cart context, their texts and icons) becomes one file instead of ~20 (decision 084).
 * Every page loads all of it anyway, so this merges only what is loaded together: unlike folding
 * small chunks by size (decision 037), no page gets a module it would not have loaded.
 */
export function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    shell ??= rootClosure([...getModuleIds()], getModuleInfo);
    return shell.has(id) ? SHELL_CHUNK : undefined;
  };
}

export function rootClosure(moduleIds: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const roots = moduleIds.filter((id) => /\/app\/root\.tsx(?:\?|$)/.test(id) && getModuleInfo(id)?.isEntry);
  const closure = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (closure.has(id) || FRAMEWORK_PACKAGE.test(id)) continue;
    const imported = getModuleInfo(id)?.importedIds ?? [];
    // Rollup puts a manual chunk's dependencies in it too: through a package's index of every
    // icon, each icon any page draws (the back-office's as well) would join every page's shell.
    if (imported.length > BARREL_IMPORTS) {
      throw new Error(
        `The shell chunk reaches ${id}, which imports ${imported.length} modules: import what the root needs by its own path (e.g. "lucide-react/icons/menu").`,
      );
    }
    closure.add(id);
    queue.push(...imported);
  }
  return closure;
}
