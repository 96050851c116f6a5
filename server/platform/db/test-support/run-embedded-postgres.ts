// A shop's database and nothing else, for tests that kill the process that started it:
// `tsx run-embedded-postgres.ts <databaseDir> <port>` starts the embedded PostgreSQL as the shop
// does (a process group of its own), says "ready" and waits to be killed.
import { startEmbeddedPostgres } from "../embedded-postgres";

const [databaseDir, port] = process.argv.slice(2);
await startEmbeddedPostgres({ databaseDir: databaseDir!, port: Number(port), ownProcessGroup: true });
process.stdout.write("ready\n");
setInterval(() => {}, 60_000);
