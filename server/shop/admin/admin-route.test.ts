import { randomUUID } from "node:crypto";
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { provideTestAuth, requestHeaders, TEST_SHOP_URL } from "../../platform/auth/test-support/test-auth";
import { refused } from "../../../domain/shared/refusal";
import { adminAction, dialogWrite, rowWrite } from "./admin-route";
import { fieldsRefusedReply } from "../../../domain/shared/test-support/form-refusals";

const testDb = provideTestDatabase();
const testAuth = provideTestAuth(testDb);

let addressCounter = 0;
const signedIn = (role: "admin" | "user") => testAuth.signedUpCookie(`10.37.0.${++addressCounter}`, role, "แอดมิน");

const post = (cookie: string, fields: Record<string, string>) =>
  new Request(`${TEST_SHOP_URL}/admin-categories?q=lip&page=2`, {
    method: "POST",
    headers: requestHeaders("10.37.1.1", { cookie, "content-type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams(fields),
  });

/** What a thrown or returned answer says: a Response's status, or React Router's data() status. */
async function outcome(run: () => Promise<unknown>) {
  try {
    const answer = await run();
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location") };
    const { init, data } = answer as { init?: { status?: number }; data: unknown };
    return { status: init?.status ?? 200, data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    if (isRouteErrorResponse(thrown) || (thrown as { init?: unknown }).init) return { status: (thrown as { init: { status: number } }).init.status };
    throw thrown;
  }
}

describe("adminAction", () => {
  const writes: string[] = [];
  const action = adminAction({
    rename: dialogWrite(z.object({ name: z.string().min(1, "Name is required") }), "category-updated", async ({ rowId }, { name }) => {
      writes.push(`rename ${rowId()} ${name}`);
      return name === "taken" ? refused(409, "Name taken", "name") : { ok: true };
    }),
    delete: rowWrite("category-deleted", async (_context, id) => {
      writes.push(`delete ${id}`);
      return { ok: true };
    }),
  });

  it("runs the intent's write for an admin and goes back to the list with its toast", async () => {
    const cookie = await signedIn("admin");
    const id = randomUUID();
    const done = await outcome(() => action({ request: post(cookie, { intent: "delete", id }) }));
    expect(done).toEqual({ status: 302, location: "/admin-categories?q=lip&page=2" });
    expect(writes).toContain(`delete ${id}`);
  });

  it("answers a refused or invalid dialog next to its field, with what was sent", async () => {
    const cookie = await signedIn("admin");
    const id = randomUUID();
    expect(await outcome(() => action({ request: post(cookie, { intent: "rename", id, name: "taken" }) }))).toEqual({
      status: 409,
      data: { ok: false, intent: "rename", message: "Name taken", field: "name", values: { name: "taken" } },
    });
    expect(await outcome(() => action({ request: post(cookie, { intent: "rename", id, name: "" }) }))).toMatchObject({
      status: 400,
      data: { intent: "rename", message: "Name is required", field: "name" },
    });
  });

  it("answers every field's own error at once, each beside its field, with what was sent (the one form contract)", async () => {
    const cookie = await signedIn("admin");
    const twoFields = adminAction({
      save: dialogWrite(
        z.object({ name: z.string().min(1, "Name is required"), sortOrder: z.string().regex(/^[0-9]+$/, "A whole number") }),
        "category-updated",
        async () => ({ ok: true }),
      ),
    });
    expect(await outcome(() => twoFields({ request: post(cookie, { intent: "save", name: "", sortOrder: "two" }) }))).toEqual({
      status: 400,
      data: fieldsRefusedReply("save", { name: "Name is required", sortOrder: "A whole number" }, { name: "", sortOrder: "two" }),
    });
  });

  it("refuses an unknown intent or a missing row id with 400, and a member or guest before reading anything", async () => {
    const cookie = await signedIn("admin");
    writes.length = 0;
    expect(await outcome(() => action({ request: post(cookie, { intent: "drop-table" }) }))).toEqual({ status: 400 });
    expect(await outcome(() => action({ request: post(cookie, { intent: "delete", id: "1 or 1=1" }) }))).toEqual({ status: 400 });
    const member = await signedIn("user");
    expect(await outcome(() => action({ request: post(member, { intent: "delete", id: randomUUID() }) }))).toMatchObject({
      status: 302,
      location: "/",
    });
    expect(await outcome(() => action({ request: post("", { intent: "delete", id: randomUUID() }) }))).toMatchObject({ status: 302 });
    expect(writes).toEqual([]);
  });
});
