import { NEW_ADDRESS, type SavedAddressView } from "../../../domain/addresses/saved-address-view";
import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import { SavedAddressSummary } from "../addresses/saved-address-summary";

const m = savedAddressTexts;

/** The id of the "new address" radio: the new-address fields show while it is checked (CSS `:has`). */
export const NEW_ADDRESS_RADIO_ID = "ship-to-new";

const CARD_CLASS = "flex cursor-pointer gap-3 rounded-2xl border border-brand-100 bg-white p-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50";

/**
 * The member's saved addresses as radio cards (`shipTo`: an address id, or "new"). A plain form
 * field: without JavaScript the server fills the order from the picked address.
 */
export function SavedAddressCards({ addresses, picked, error }: { addresses: readonly SavedAddressView[]; picked: string; error: string | undefined }) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "ship-to-error" : undefined}>
      <legend className="mb-2 text-sm font-medium text-gray-700">{m.chooseAddress}</legend>
      {error ? (
        <p id="ship-to-error" role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {addresses.map((address) => (
        <label key={address.id} className={CARD_CLASS}>
          <input type="radio" name="shipTo" value={address.id} defaultChecked={picked === address.id} className="mt-1 accent-brand-500" />
          <span className="min-w-0 text-sm">
            <SavedAddressSummary address={address} />
          </span>
        </label>
      ))}
      <label className={CARD_CLASS}>
        <input
          id={NEW_ADDRESS_RADIO_ID}
          type="radio"
          name="shipTo"
          value={NEW_ADDRESS}
          defaultChecked={picked === NEW_ADDRESS}
          className="mt-1 accent-brand-500"
        />
        <span className="text-sm font-semibold">{m.newAddress}</span>
      </label>
    </fieldset>
  );
}

/** The member's default address, else the first: what the checkout preselects. */
export function preselectedAddress(addresses: readonly SavedAddressView[]): string {
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? NEW_ADDRESS;
}
