import { Ban, CheckCheck, Loader, Truck } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { canCancelOrder, canMoveOrder, needsUnpaidConfirmation, type AdminOrderMove } from "../../../../domain/admin/admin-orders";
import { adminOrderTexts } from "../../../../domain/admin/admin-order-texts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../../../domain/orders/order-status";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { RowLink } from "../kit/row-links";

const m = adminOrderTexts;

const DISABLED = "disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent";

/**
 * The spec's three status buttons and the cancel link for one order. Each is disabled exactly
 * when the server would refuse it (`canMoveOrder`, `canCancelOrder`). Processing and delivered
 * post at once (with the status the admin saw); shipped and cancel open their dialogs, which
 * ask for the carrier and tracking number, or the reason. An unpaid PromptPay, transfer or card
 * order's processing opens a dialog too, which asks for the confirmation and its reason (decision 102).
 */
export function OrderRowActions({
  order,
  dialogHref,
  formAction,
}: {
  order: { id: string; orderNumber: string; status: OrderStatus; paymentMethod: string; paymentStatus: string };
  dialogHref: (dialog: "process" | "ship" | "cancel") => string;
  /** Where the buttons post: the list's own URL (the default), or the list from the detail page. */
  formAction?: string;
}) {
  const here = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === order.id;
  const moveButton = (to: Exclude<AdminOrderMove, "shipped">, Icon: typeof Loader) => (
    <Form method="post" action={formAction ?? here.pathname + here.search} preventScrollReset noValidate className="inline">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={order.id} />
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="expectedStatus" value={order.status} />
      <button
        type="submit"
        disabled={busy || !canMoveOrder(order.status, to)}
        aria-label={m.moveAria(ORDER_STATUS_LABELS[to], order.orderNumber)}
        className={`${ADMIN_BUTTON.row} ${DISABLED}`}
      >
        <Icon className="size-4" aria-hidden />
        {ORDER_STATUS_LABELS[to]}
      </button>
    </Form>
  );
  const shipLabel = m.moveAria(ORDER_STATUS_LABELS.shipped, order.orderNumber);
  const confirmFirst = canMoveOrder(order.status, "processing") && needsUnpaidConfirmation(order, "processing");
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {confirmFirst ? (
        <RowLink
          to={dialogHref("process")}
          icon={Loader}
          text={ORDER_STATUS_LABELS.processing}
          label={m.moveAria(ORDER_STATUS_LABELS.processing, order.orderNumber)}
          keepScroll
        />
      ) : (
        moveButton("processing", Loader)
      )}
      {canMoveOrder(order.status, "shipped") ? (
        <RowLink to={dialogHref("ship")} icon={Truck} text={ORDER_STATUS_LABELS.shipped} label={shipLabel} keepScroll />
      ) : (
        <button type="button" disabled aria-label={shipLabel} className={`${ADMIN_BUTTON.row} ${DISABLED}`}>
          <Truck className="size-4" aria-hidden />
          {ORDER_STATUS_LABELS.shipped}
        </button>
      )}
      {moveButton("delivered", CheckCheck)}
      {canCancelOrder(order.status) ? (
        <Link to={dialogHref("cancel")} preventScrollReset className={ADMIN_BUTTON.rowDanger} aria-label={`${m.cancel}: ${order.orderNumber}`}>
          <Ban className="size-4" aria-hidden />
          {m.cancel}
        </Link>
      ) : null}
    </div>
  );
}
