// Collecting a code into "โค้ดของฉัน" (decision 101): the form the server parses. The browser's side
// (the intent, the answers, a collected code's standing) is in collected-codes.ts, without zod.
import { z } from "zod";
import { collectCodeTexts } from "./collect-code-texts";

export const collectCodeSchema = z.object({
  promotionId: z.string({ error: collectCodeTexts.notFound }).trim().pipe(z.uuid(collectCodeTexts.notFound)),
});
export type CollectCodeInput = z.output<typeof collectCodeSchema>;
