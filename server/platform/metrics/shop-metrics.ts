import client from "prom-client";

/**
 * The shop's Prometheus metrics (prom-client), served at /metrics to whoever holds
 * METRICS_TOKEN (`metrics-endpoint.ts`). Kept on globalThis like the other process singletons,
 * so a module reload in development counts on the same series instead of registering twice.
 */
function createShopMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "shop_" });
  const registers = [registry];
  const sources: { poolStats?: () => { total: number; idle: number; waiting: number }; openStreams?: () => number } = {};
  // A count on this registry, split by the labels given.
  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) =>
    new client.Counter<Label>({ name, help, labelNames, registers });
  return {
    registry,
    sources,
    requestDuration: new client.Histogram({
      name: "shop_http_request_duration_seconds",
      help: "Time to answer a request, by method, route pattern and status class (decision 053)",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCacheLookups: counter("shop_page_cache_lookups_total", "Storefront page requests by page-cache result (hit, miss, bypass)", ["result"] as const),
    ordersPlaced: counter("shop_orders_placed_total", "Orders placed (replays not counted)"),
    paymentsVerified: counter("shop_payments_verified_total", "Payments verified by staff"),
    jobRuns: counter("shop_job_runs_total", "Background job runs by job and outcome (ok, failed)", ["job", "outcome"] as const),
    databasePool: new client.Gauge({
      name: "shop_database_pool_connections",
      help: "This instance's database pool: connections open (total), idle, and requests waiting for one",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const stats = sources.poolStats?.();
        if (!stats) return;
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    }),
    openEventStreams: new client.Gauge({
      name: "shop_live_event_streams_open",
      help: "Live-refresh event streams this instance holds open",
      registers,
      collect() {
        this.set(sources.openStreams?.() ?? 0);
      },
    }),
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;

const holder = globalThis as { __shopMetrics?: ShopMetrics };

export function shopMetrics(): ShopMetrics {
  holder.__shopMetrics ??= createShopMetrics();
  return holder.__shopMetrics;
}
