/** Polls `condition` until it holds (an event the test cannot await directly), failing with `what` after `ms`. */
export async function until(condition: () => boolean, what = "the condition held", ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
