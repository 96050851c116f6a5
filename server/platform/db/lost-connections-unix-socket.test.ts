import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./lost-connections";

// Decision 105: the embedded server is reached through a Unix socket, which is gone while it is down.
describe("a database that cannot be reached through its Unix socket", () => {
  it("is unavailable when the connect finds no socket file, but a missing file elsewhere is not the database's", () => {
    const connectError = Object.assign(new Error("connect ENOENT /data/postgres/.s.PGSQL.5432"), { code: "ENOENT", syscall: "connect" });
    const wrapped = Object.assign(new Error("Failed query"), { cause: connectError });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const missingFile = Object.assign(new Error("ENOENT: no such file or directory, open 'x.webp'"), { code: "ENOENT", syscall: "open" });
    expect(isDatabaseUnavailable(missingFile)).toBe(false);
  });
});
