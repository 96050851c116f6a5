// The benchmark's yardstick: a bare Node `http` server answering every request with one
// static page (the bytes in argv[2]) on 127.0.0.1:argv[3] — what "no work at all" costs.
import { readFileSync } from "node:fs";
import http from "node:http";

const page = readFileSync(process.argv[2]);
const port = Number(process.argv[3]);
const server = http.createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": page.length });
  res.end(page);
});
server.listen(port, "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
