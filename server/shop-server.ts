// What server.js loads (the server build's input): the platform's request handler and the
// shop's start-up, wired together here so the platform's HTTP layer never imports the shop
// (decision 060).
export { createShopRequestHandler, loadProductionBuild, securityHeadersForEveryResponse } from "./platform/web/shop-app";
export { precompressedAssets } from "./platform/http/precompressed-assets";
export { startShop } from "./startup";
export { holdIdleConnections } from "./platform/http/idle-connections";
export { superviseWebWorkers, webWorkersWanted } from "./web-workers";
