import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import { savedAddressText, type SavedAddressView } from "../../../domain/addresses/saved-address-view";
import { formatThaiMobile } from "../../../domain/shared/thai-contact";
import { WordGroups } from "../../ui/word-groups";

/**
 * A saved address as the address book and the checkout's cards show it: its label (and the default
 * badge), who and which phone, then the address. Spans, so it also fits inside a radio's label.
 */
export function SavedAddressSummary({ address }: { address: SavedAddressView }) {
  return (
    <>
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{address.label}</span>
        {address.isDefault ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">{savedAddressTexts.defaultBadge}</span>
        ) : null}
      </span>
      <span className="mt-1 block text-sm">
        {address.firstName} {address.lastName} · {formatThaiMobile(address.phone)}
      </span>
      <span className="block text-sm text-gray-700">
        <WordGroups text={savedAddressText(address)} />
      </span>
    </>
  );
}
