import { adminOrderTexts } from "../../../../domain/admin/admin-order-texts";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { SHIPPING_CARRIER_LABELS } from "../../../../domain/orders/order-status";
import { DialogField, fieldValue } from "../kit/admin-dialog";

/** The carrier a shipment goes with (one order or many), Thailand Post unless the last answer said otherwise. */
export function CarrierField({ reply }: { reply: FormReply | undefined }) {
  return (
    <DialogField
      name="carrier"
      label={adminOrderTexts.carrier}
      reply={reply}
      defaultValue={fieldValue(reply, "carrier", "thailand-post")}
      options={SHIPPING_CARRIER_LABELS}
    />
  );
}
