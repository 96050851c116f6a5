// Preloaded into the benchmarked shop (`node --expose-gc --import …`): on SIGUSR2 it collects
// garbage and prints the process's memory as one JSON line, so the benchmark can read what
// open event streams cost inside the server without a debugging port.
process.on("SIGUSR2", () => {
  globalThis.gc?.();
  globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  process.stdout.write(`${JSON.stringify({ benchMemory: { rss, heapUsed, heapTotal, external, arrayBuffers } })}\n`);
});
