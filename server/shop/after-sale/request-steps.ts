import type { RequestStep } from "../../../domain/after-sale/after-sale-requests";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { orderRequestSteps } from "../../platform/db/schema";

/** One step of a request's timeline, in the step's transaction. */
export async function recordStep(tx: DatabaseOrTransaction, requestId: string, step: RequestStep, actor: "member" | "staff", note = ""): Promise<void> {
  await tx.insert(orderRequestSteps).values({ requestId, step, actor, note });
}
