import { eq } from "drizzle-orm";
import { isReservedEmail } from "../../../domain/auth/reserved-email";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { withinSavepoint } from "../../platform/db/savepoint";
import { users } from "../../platform/db/schema";
import { absoluteUrl } from "../../platform/http/public-url";
import { errorFields, logger } from "../../platform/logger";
import { queueMail } from "../../platform/mail/mail-outbox";
import { afterSaleMail, type AfterSaleMail } from "./after-sale-mail";

/**
 * A step's mail to the member's account address, queued in the step's transaction inside a
 * savepoint: a mail that cannot be queued is logged and rolled back alone, the step stands (as the
 * shipped mail). A deleted or LINE-only account has no address to write to.
 */
export async function tellMember(tx: DatabaseOrTransaction, userId: string, mail: Omit<AfterSaleMail, "to">): Promise<void> {
  try {
    await withinSavepoint(tx, async (savepoint) => {
      const [account] = await savepoint.select({ email: users.email, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
      if (!account || account.deletedAt || isReservedEmail(account.email)) return;
      await queueMail(savepoint, await afterSaleMail({ ...mail, to: account.email }, absoluteUrl(`/orders/${mail.orderNumber}`)));
    });
  } catch (error) {
    logger.error("After-sale step without its mail", { orderNumber: mail.orderNumber, ...errorFields(error) });
  }
}
