import cluster, { type Worker } from "node:cluster";
import { mkdir } from "node:fs/promises";
import { startShopDatabaseServer } from "./platform/db/shop-database";
import { settings as readShopSettings } from "./platform/env";
import { setLogLevel } from "./platform/logger";
import { aggregateWorkerMetrics } from "./platform/metrics/cluster-metrics";
import { persistentSecret } from "./startup";

/** Processes WEB_WORKERS asks for (decision 093); server.js supervises them when more than one. */
export function webWorkersWanted(): number {
  return readShopSettings().webWorkers;
}

/**
 * The primary process of WEB_WORKERS > 1 (decision 093): it starts the embedded database (or
 * uses DATABASE_URL), makes the auth secret once, and forks the workers, each a whole shop
 * (`node server.js` with DATABASE_URL pointing at that database) listening on the one PORT,
 * which Node's cluster hands out connection by connection. It answers no request itself. A worker
 * that dies after it served is replaced; one that dies before it ever served (bad settings, port
 * taken) stops them all. SIGINT/SIGTERM: every worker stops as a single shop does (drain, jobs,
 * pool), then the database stops. Resolves with the process's exit code.
 */
export async function superviseWebWorkers(): Promise<number> {
  const settings = readShopSettings();
  setLogLevel(settings.LOG_LEVEL);
  const running = new Set<Worker>();
  const servedOnce = new WeakSet<Worker>();
  let stopSignal: string | undefined;
  let failure = false;
  let announced = false;
  const stopAll = () => {
    for (const worker of running) worker.process.kill("SIGTERM");
  };
  // Workers leave SIGINT to this process (Ctrl+C reaches the whole process group) and take each
  // SIGTERM from it as a stop signal of their own: the first stops them, a second cuts their
  // grace period short, as for one shop.
  const onSignal = (signal: NodeJS.Signals) => {
    if (!stopSignal) console.log(`Received ${signal}, closing the shop…`);
    stopSignal ??= signal;
    stopAll();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  await mkdir(settings.dataDir, { recursive: true });
  const database = settings.DATABASE_URL ? { connectionString: settings.DATABASE_URL, stop: async () => {} } : await startShopDatabaseServer(settings);
  if (!settings.AUTH_SECRET) await persistentSecret(settings.dataDir);

  // One scrape of /metrics, whichever worker answers it, counts the whole shop.
  aggregateWorkerMetrics();
  const fork = () => {
    const worker = cluster.fork({ DATABASE_URL: database.connectionString });
    running.add(worker);
    worker.once("listening", () => {
      servedOnce.add(worker);
      if (!announced && [...running].filter((each) => servedOnce.has(each)).length === settings.webWorkers) {
        announced = true;
        console.log(`The shop is open at ${settings.publicUrl} (${settings.webWorkers} web workers)`);
      }
    });
  };
  const allGone = new Promise<void>((resolve) => {
    cluster.on("exit", (worker, code, signal) => {
      running.delete(worker);
      if (!stopSignal && servedOnce.has(worker)) {
        console.error(`A web worker (pid ${worker.process.pid}) ended (${signal ?? `exit ${code}`}); starting another.`);
        fork();
        return;
      }
      if (!stopSignal) {
        // It never served: what stopped it would stop the next one too.
        failure = true;
        stopSignal = "a worker that could not start";
        stopAll();
      }
      if (running.size === 0) resolve();
    });
  });
  // A signal during the database's start-up stops the shop before any worker starts.
  if (!stopSignal) for (let index = 0; index < settings.webWorkers; index++) fork();
  if (running.size > 0) await allGone;

  let code = failure ? 1 : 0;
  try {
    await database.stop();
  } catch (error) {
    console.error(`The shop's database did not stop cleanly: ${(error as Error)?.message ?? error}`);
    code = 1;
  }
  if (!failure) console.log("The shop is closed.");
  return code;
}
