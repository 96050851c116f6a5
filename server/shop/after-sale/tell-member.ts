import type { DatabaseOrTransaction } from "../../platform/db/database";
import { absoluteUrl } from "../../platform/http/public-url";
import { requestStepLine } from "../member-messages/order-line-messages";
import { tellMember as tellOnTheirChannels } from "../member-messages/tell-member";
import { afterSaleMail, type AfterSaleMail } from "./after-sale-mail";

/**
 * A step's message to the member on their channels (decision 111): the mail to the account's
 * address and, when they consented, the same step on LINE — queued in the step's transaction;
 * one that cannot be queued is logged and rolled back alone, the step stands (as the shipped mail).
 */
export async function tellMember(tx: DatabaseOrTransaction, userId: string, mail: Omit<AfterSaleMail, "to">): Promise<void> {
  const orderPage = absoluteUrl(`/orders/${mail.orderNumber}`);
  await tellOnTheirChannels(tx, userId, {
    about: "after-sale step",
    orderNumber: mail.orderNumber,
    mail: (to) => afterSaleMail({ ...mail, to }, orderPage),
    line: requestStepLine({
      orderNumber: mail.orderNumber,
      title: `${mail.kindLabel} · ${mail.stepLabel}`,
      text: [...mail.lines, ...(mail.shopNote ? [mail.shopNote] : [])].join("\n"),
      link: orderPage,
    }),
  });
}
