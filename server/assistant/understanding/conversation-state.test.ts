import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../db/seed/seed-demo-data";
import { provideTestDatabase } from "../../db/test-support/test-database";
import { readSettings } from "../../env";
import { conversationState, EMPTY_CONVERSATION } from "./conversation-state";

const testDb = provideTestDatabase();
let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-conversation-state-"));
  await seedDemoData(testDb.db, readSettings({ DATA_DIR: dataDir } as NodeJS.ProcessEnv));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const now = new Date();

describe("conversationState", () => {
  it("is empty with no history", async () => {
    expect(await conversationState(testDb.db, [], now)).toEqual(EMPTY_CONVERSATION);
  });

  it("takes the products the last answer named, in its order, the last order number and the last question's topic", async () => {
    const state = await conversationState(
      testDb.db,
      [
        { role: "user", text: "ออเดอร์ ORDER-AB12CD34E ถึงไหนแล้ว" },
        { role: "assistant", text: "ไม่พบคำสั่งซื้อหมายเลข ORDER-AB12CD34E ในบัญชีของคุณค่ะ" },
        { role: "user", text: "ลิปสีแดง ค่าส่งเท่าไหร่" },
        { role: "assistant", text: "• ลิปสติก เวลเวทแมตต์ สีแดงอิฐ — ราคา ฿299\n• ลิปกลอส 8D ฉ่ำน้ำ สีแดงเชอร์รี่ — ราคา ฿329" },
      ],
      now,
    );
    expect(state.lastProducts.map((product) => product.name)).toEqual(["Velvet Matte Lipstick – Brick Red", "Liquid Gloss 8D – Cherry Red"]);
    expect(state.lastOrderNumber).toBe("ORDER-AB12CD34E");
    expect(state.lastTopics).toEqual(["shipping"]);
    expect(state.lastQuestion?.colourNames).toEqual(["red"]);
  });

  it("points back only to the last answer, not to products named long before", async () => {
    const state = await conversationState(
      testDb.db,
      [
        { role: "user", text: "ลิปสีแดง" },
        { role: "assistant", text: "• ลิปสติก เวลเวทแมตต์ สีแดงอิฐ — ราคา ฿299" },
        { role: "user", text: "ขอบคุณค่ะ" },
        { role: "assistant", text: "ยินดีค่ะ" },
      ],
      now,
    );
    expect(state.lastProducts).toEqual([]);
  });
});
