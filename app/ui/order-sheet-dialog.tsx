import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Dialog, DialogClose, DialogDescription, DialogTitle } from "./dialog";

/**
 * A question the member's order page asks in the one dialog (decision 061), opened by a query
 * link and rendered open by the server, so it works without scripts: a sheet from the bottom on a
 * phone, centred above; closing it goes back to `back`. The cancellation and "ได้รับสินค้าแล้ว" use it.
 */
export function OrderSheetDialog({ back, title, description, children }: { back: string; title: ReactNode; description: ReactNode; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Dialog
      openOnServer
      described
      onClose={() => navigate(back, { replace: true, preventScrollReset: true })}
      className="fixed inset-x-0 bottom-0 z-50 mx-auto mb-0 h-fit max-h-[90dvh] w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl backdrop:bg-black/40 sm:inset-0 sm:m-auto sm:w-[min(28rem,calc(100%-1.5rem))] sm:rounded-2xl"
    >
      <DialogTitle className="pr-10 text-lg font-bold text-ink">{title}</DialogTitle>
      <DialogDescription className="mt-2 text-sm text-gray-700">{description}</DialogDescription>
      {children}
      <DialogClose to={back} className="absolute right-3 top-3 flex size-10 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100" />
    </Dialog>
  );
}
