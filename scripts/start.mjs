// `npm start`: builds the production bundle when the sources are newer than it, then serves it.
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
process.env.NODE_ENV = "production";
await import("../server.js");
