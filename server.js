// The shop's process entry: `node server.js` serves the production build,
// `node server.js --dev` serves the app through Vite with hot reload.
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
    shopModule = await vite.ssrLoadModule("./server/http/shop-app.ts");
  } else {
    shopModule = await import("./build/server/index.js");
    // Static files get the same security headers as pages (they are answered before the shop's handler).
    app.use(shopModule.securityHeadersForEveryResponse);
    app.use("/assets", shopModule.precompressedAssets("build/client/assets"));
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static("build/client", { maxAge: "1h", index: false }));
  }
} catch (error) {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && !dev) {
    console.error("The production build is missing: run `npm run build` (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  throw error;
}

let shop;
try {
  shop = await shopModule.startShop();
} catch (error) {
  // Settings problems are the user's to fix: one clear line, no stack trace.
  if (error?.name === "SettingsError") console.error(error.message);
  else console.error("The shop could not start:", error?.stack ?? error);
  process.exit(1);
}

app.set("trust proxy", parseTrustProxy(shop.settings.TRUST_PROXY));
const loadBuild = dev
  ? () => vite.ssrLoadModule("virtual:react-router/server-build")
  : shopModule.loadProductionBuild;
app.use(shopModule.createShopRequestHandler(loadBuild));

const server = app.listen(shop.settings.PORT, shop.settings.HOST, () => {
  console.log(`The shop is open at ${shop.settings.publicUrl}`);
});
server.on("error", async (error) => {
  if (error.code === "EADDRINUSE") console.error(`Port ${shop.settings.PORT} is already in use: set PORT to another port.`);
  else console.error("The HTTP server failed:", error);
  await shop.stop().catch(() => {});
  process.exit(1);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`Received ${signal}, closing the shop…`);
  server.close();
  server.closeAllConnections?.();
  await vite?.close();
  await shop.stop().catch((error) => console.error("Error while stopping:", error));
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

/** TRUST_PROXY: unset/"false" trusts nobody; "true", a hop count, or a list of addresses/subnets. */
function parseTrustProxy(value) {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((part) => part.trim());
}
