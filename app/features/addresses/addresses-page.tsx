import { ButtonLink } from "../../ui/button-link";
import { MapPin, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { Form, Link, useNavigate } from "react-router";
import { accountTexts } from "../../../domain/members/account-texts";
import type { FormReply } from "../../../domain/shared/form-contract";
import { MAX_SAVED_ADDRESSES, type SavedAddressView } from "../../../domain/addresses/saved-address-view";
import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import { Dialog, DialogClose, DialogDescription, DialogTitle } from "../../ui/dialog";
import { FormAlert } from "../../ui/form-reply";
import { AddressForm } from "./address-form";
import { SavedAddressSummary } from "./saved-address-summary";

const m = savedAddressTexts;

export type AddressesView = { kind: "list" } | { kind: "add" } | { kind: "edit"; address: SavedAddressView } | { kind: "delete"; address: SavedAddressView };

/** What the URL opens; an id that is not one of the member's addresses opens nothing. */
export function addressesView(search: URLSearchParams, addresses: readonly SavedAddressView[]): AddressesView {
  const find = (id: string | null) => addresses.find((address) => address.id === id);
  const edit = find(search.get("edit"));
  if (edit) return { kind: "edit", address: edit };
  const doomed = find(search.get("delete"));
  if (doomed) return { kind: "delete", address: doomed };
  if (search.has("add") && addresses.length < MAX_SAVED_ADDRESSES) return { kind: "add" };
  return { kind: "list" };
}

const BUTTON = "inline-flex items-center gap-1.5 rounded-full border border-brand-200 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50";

export function AddressesPage({ addresses, view, reply }: { addresses: SavedAddressView[]; view: AddressesView; reply: FormReply | null }) {
  const full = addresses.length >= MAX_SAVED_ADDRESSES;
  const listReply = reply && reply.intent !== "save" ? reply : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link to="/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
        ← {accountTexts.accountTitle}
      </Link>
      <h1 className="mt-2 flex items-center gap-2 text-2xl font-bold">
        <MapPin className="size-6 text-brand-500" aria-hidden />
        {m.title}
      </h1>
      <p className="mt-1 text-sm text-gray-600">{m.description}</p>

      {view.kind === "add" || view.kind === "edit" ? (
        <div className="mt-6">
          <AddressForm key={view.kind === "edit" ? view.address.id : "new"} address={view.kind === "edit" ? view.address : null} reply={reply} />
        </div>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-gray-700">{m.count(addresses.length, MAX_SAVED_ADDRESSES)}</p>
            {full ? null : <ButtonLink to="?add" label={m.add} icon={Plus} small />}
          </div>
          {full ? <p className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-gray-700">{m.tooMany(MAX_SAVED_ADDRESSES)}</p> : null}
          <FormAlert reply={listReply} className="mt-4" />
          {addresses.length === 0 ? (
            <p className="mt-6 rounded-2xl border border-brand-100 bg-white p-5 text-sm text-gray-700">{m.none}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {addresses.map((address) => (
                <AddressCard key={address.id} address={address} />
              ))}
            </ul>
          )}
        </>
      )}
      {view.kind === "delete" ? <DeleteDialog address={view.address} /> : null}
    </div>
  );
}

function AddressCard({ address }: { address: SavedAddressView }) {
  return (
    <li className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm" data-testid="saved-address">
      <SavedAddressSummary address={address} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={`?edit=${address.id}`} className={BUTTON} aria-label={`${m.edit} ${address.label}`}>
          <Pencil className="size-4" aria-hidden />
          {m.edit}
        </Link>
        {address.isDefault ? null : (
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="addressId" value={address.id} />
            <button type="submit" className={BUTTON} aria-label={`${m.makeDefault} ${address.label}`}>
              <Star className="size-4" aria-hidden />
              {m.makeDefault}
            </button>
          </Form>
        )}
        <Link to={`?delete=${address.id}`} className={BUTTON} aria-label={`${m.delete} ${address.label}`}>
          <Trash2 className="size-4" aria-hidden />
          {m.delete}
        </Link>
      </div>
    </li>
  );
}

/** "Delete this address?" in the one dialog, rendered open by the server so it works without scripts. */
function DeleteDialog({ address }: { address: SavedAddressView }) {
  const navigate = useNavigate();
  return (
    <Dialog
      openOnServer
      described
      onClose={() => navigate("/addresses", { replace: true, preventScrollReset: true })}
      className="fixed inset-0 z-50 m-auto h-fit w-[min(28rem,calc(100%-1.5rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-black/40"
    >
      <DialogTitle className="pr-8 text-lg font-bold text-ink">{m.deleteTitle}</DialogTitle>
      <DialogDescription className="mt-2 text-sm text-gray-700">{m.deleteConfirm(address.label)}</DialogDescription>
      <Form method="post" action="/addresses" noValidate className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="addressId" value={address.id} />
        <button type="submit" className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800">
          {m.delete}
        </button>
        <Link to="/addresses" className="rounded-full border border-gray-300 px-5 py-2.5 text-center font-medium text-gray-700">
          {m.cancel}
        </Link>
      </Form>
      <DialogClose to="/addresses" className="absolute right-3 top-3 flex size-10 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100" />
    </Dialog>
  );
}
