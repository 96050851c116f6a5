import { MessagePage } from "../../ui/message-page";
import { orderPageTexts } from "./texts";

/** The same answer for a number that does not exist and for someone else's order. */
export function OrderNotFound() {
  return (
    <MessagePage
      code="404"
      title={orderPageTexts.notFound}
      hint={orderPageTexts.notFoundHint}
      link={{ to: "/profile?tab=orders", label: orderPageTexts.backToOrders }}
    />
  );
}
