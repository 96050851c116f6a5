import { BellRing } from "lucide-react";
import { useFetcher } from "react-router";
import { BACK_IN_STOCK_PATH } from "../../../domain/back-in-stock/back-in-stock-paths";
import { backInStockAskTexts as t } from "../../../domain/back-in-stock/back-in-stock-ask-texts";
import type { FormReply } from "../../../domain/shared/form-contract";
import { SubmitButton } from "../../ui/form-controls";

/**
 * "แจ้งเตือนเมื่อมีสินค้า" on a sold-out product (decision 111). The same for every visitor (the page
 * is cached for guests): the server decides — a guest goes to sign in, a member is put in line.
 */
export function BackInStockForm({ productId, colorId }: { productId: string; colorId: string | null }) {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.data ?? null;
  if (reply?.ok) {
    return (
      <p role="status" className="rounded-2xl bg-green-50 px-4 py-3 text-sm font-semibold text-green-800">
        {t.asked}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" noValidate action={BACK_IN_STOCK_PATH} className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4">
      <p className="text-sm text-gray-700">{t.askHint}</p>
      <input type="hidden" name="productId" value={productId} />
      {/* The sold-out shade (decision 114): its own line of waiting members. */}
      <input type="hidden" name="colorId" value={colorId ?? ""} />
      <fieldset className="flex flex-wrap items-center gap-4 text-sm">
        <legend className="mb-1 font-semibold">{t.channelLegend}</legend>
        <label className="inline-flex items-center gap-2">
          <input type="radio" name="channel" value="mail" defaultChecked />
          {t.channelMail}
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" name="channel" value="line" />
          {t.channelLine}
        </label>
      </fieldset>
      {reply && !reply.ok ? (
        // Not the kit's FormAlert: it brings the form contract (and zod) into the product page's script.
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {reply.message}
        </p>
      ) : null}
      <SubmitButton busy={fetcher.state !== "idle"} icon={BellRing}>
        {t.askButton}
      </SubmitButton>
    </fetcher.Form>
  );
}
