// The shop's process entry: `node server.js` serves the production build,
// `node server.js --dev` serves the app through Vite with hot reload.
import cluster from "node:cluster";
import { readdirSync } from "node:fs";
import compression from "compression";
import express from "express";

const dev = process.argv.includes("--dev");
if (!dev) process.env.NODE_ENV ??= "production";

const app = express();
app.disable("x-powered-by");
app.use(compression());

let shopModule;
let vite;
try {
  if (dev) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    app.use(vite.middlewares);
    shopModule = await vite.ssrLoadModule("./server/shop-server.ts");
  } else {
    shopModule = await import("./build/server/index.js");
  }
} catch (error) {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && !dev) {
    console.error("The production build is missing: run `npm run build` (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  throw error;
}
// WEB_WORKERS above one: this process answers no request; it starts the database and supervises
// the worker processes that serve, each this same script (decision 093).
if (!dev && cluster.isPrimary) {
  let workersWanted = 1;
  try {
    workersWanted = shopModule.webWorkersWanted();
  } catch (error) {
    process.exit(reportStartFailure(error));
  }
  if (workersWanted > 1) process.exit(await shopModule.superviseWebWorkers().catch(reportStartFailure));
}

// Every response after this carries the security headers, the static files answered before the
// shop's handler included.
app.use(shopModule.securityHeadersForEveryResponse);
if (!dev) {
  app.use("/assets", shopModule.precompressedAssets("build/client/assets"));
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  // The few files at the top of build/client (favicon.svg, robots.txt) are known at start, so
  // a page's path is never looked up on disk first.
  const topLevelFiles = new Set(
    readdirSync("build/client", { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const clientFiles = express.static("build/client", { maxAge: "1h", index: false });
  app.use((request, response, next) => (topLevelFiles.has(request.path) ? clientFiles(request, response, next) : next()));
}

// Stopping (decision 019). The first SIGINT or SIGTERM closes the door to new connections, lets
// the requests in flight finish (for at most SHUTDOWN_GRACE_MS, inside the 10 s a container
// runtime waits before SIGKILL), then stops jobs, listeners, the pool and the embedded database,
// and exits 0. The embedded PostgreSQL has a process group of its own, so Ctrl+C reaches only
// the shop; should the database go away first anyway, the shop copes. Further signals only cut
// the grace period short.
const SHUTDOWN_GRACE_MS = 8_000;
let shop;
let server;
let stopSignal;
let endGracePeriod = () => {};
// A web worker leaves SIGINT (Ctrl+C reaches the whole process group) to its primary, which
// passes a stop on as SIGTERM. (A worker whose primary is gone exits at once: Node's cluster does so.)
process.on("SIGINT", () => cluster.isWorker || onStopSignal("SIGINT"));
process.on("SIGTERM", () => onStopSignal("SIGTERM"));

try {
  shop = await shopModule.startShop();
} catch (error) {
  // Ctrl+C during start-up also reaches initdb or migrations under it: nothing to report.
  if (stopSignal) {
    console.log("The shop is closed.");
    process.exit(0);
  }
  process.exit(reportStartFailure(error));
}
// A signal during start-up is acted on once the shop is up, before it takes any request.
if (stopSignal) await stopAndExit();

app.set("trust proxy", parseTrustProxy(shop.settings.TRUST_PROXY));
const loadBuild = dev ? () => vite.ssrLoadModule("virtual:react-router/server-build") : shopModule.loadProductionBuild;
app.use(shopModule.createShopRequestHandler(loadBuild));

server = app.listen(shop.settings.PORT, shop.settings.HOST, () => {
  if (!cluster.isWorker) console.log(`The shop is open at ${shop.settings.publicUrl}`);
});
shopModule.holdIdleConnections(server);
server.on("error", async (error) => {
  if (error.code === "EADDRINUSE") console.error(`Port ${shop.settings.PORT} is already in use: set PORT to another port.`);
  else console.error("The HTTP server failed:", error);
  await shop.stop().catch(() => {});
  process.exit(1);
});

function onStopSignal(signal) {
  if (stopSignal) return endGracePeriod();
  stopSignal = signal;
  console.log(`Received ${signal}, closing the shop…`);
  // Before the shop is up, start-up stops it as soon as it is.
  if (shop) void stopAndExit();
}

async function stopAndExit() {
  let code = 0;
  try {
    await shop.stop(drainRequests);
    await vite?.close();
    if (!cluster.isWorker) console.log("The shop is closed.");
  } catch (error) {
    console.error(`The shop did not stop cleanly: ${error?.message ?? error}`);
    code = 1;
  }
  process.exit(code);
}

function drainRequests() {
  if (!server) return Promise.resolve();
  // A keep-alive connection would carry request after request: each is the last on its connection.
  server.on("request", (_request, response) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
  });
  return new Promise((resolve) => {
    // Idle keep-alive connections are closed at once, and each busy one as soon as its
    // response is done; the server's close callback runs when the last one has gone.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    endGracePeriod = () => server.closeAllConnections();
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(grace);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Settings problems, and a data directory another running shop uses, are the user's to fix: one clear line, no stack trace. */
function reportStartFailure(error) {
  if (error?.name === "SettingsError" || error?.name === "EmbeddedDatabaseInUseError") console.error(error.message);
  else console.error("The shop could not start:", error?.stack ?? error);
  return 1;
}

/** TRUST_PROXY: unset/"false" trusts nobody; "true", a hop count, or a list of addresses/subnets. */
function parseTrustProxy(value) {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((part) => part.trim());
}
