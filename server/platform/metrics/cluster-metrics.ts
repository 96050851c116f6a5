import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

/**
 * One scrape, the whole shop (issue 33): with WEB_WORKERS above one, a scrape of /metrics reaches
 * whichever worker Node's cluster hands the connection to, and that worker answers for all of them.
 * It asks the supervisor, whose prom-client AggregatorRegistry asks every worker for its registry
 * over the cluster's own channel and adds them up (counters and histograms summed; each metric's
 * `aggregator` says otherwise — prom-client's default process metrics carry theirs).
 */
const ASK = "shop:metrics-ask";
const ANSWER = "shop:metrics-answer";
/** prom-client gives each worker 5 s; the asking worker waits a little longer for its answer. */
const ANSWER_WITHIN_MS = 6_000;

type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; metrics?: string; error?: string };

/** In the supervisor: answers the workers' asks with every worker's metrics added up. */
export function aggregateWorkerMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: Partial<Ask>) => {
    if (message?.type !== ASK || typeof message.id !== "number") return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (metrics) => worker.isConnected() && worker.send({ type: ANSWER, id, metrics } satisfies Answer),
      (error: unknown) =>
        worker.isConnected() && worker.send({ type: ANSWER, id, error: error instanceof Error ? error.message : String(error) } satisfies Answer),
    );
  });
}

let asks = 0;
const waiting = new Map<number, (answer: Answer) => void>();
let listening = false;

/**
 * In a worker: `registry` is what this worker gives the supervisor when it asks; `metrics()` the
 * whole shop's text. Outside a cluster, just this process's registry.
 */
export function workerMetrics(registry: Registry): { metrics: () => Promise<string> } {
  if (!cluster.isWorker || !process.send) return { metrics: () => registry.metrics() };
  AggregatorRegistry.setRegistries([registry]);
  // Constructed for its side effect in a worker: prom-client then answers the supervisor's asks from `registry`.
  new AggregatorRegistry();
  if (!listening) {
    listening = true;
    process.on("message", (message: Partial<Answer>) => {
      if (message?.type !== ANSWER || typeof message.id !== "number") return;
      waiting.get(message.id)?.(message as Answer);
    });
  }
  return {
    metrics: () =>
      new Promise<string>((resolve, reject) => {
        const id = (asks += 1);
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error("The other web workers' metrics did not arrive in time"));
        }, ANSWER_WITHIN_MS);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          waiting.delete(id);
          if (answer.error !== undefined || answer.metrics === undefined) reject(new Error(answer.error ?? "No metrics in the answer"));
          else resolve(answer.metrics);
        });
        process.send!({ type: ASK, id } satisfies Ask);
      }),
  };
}
