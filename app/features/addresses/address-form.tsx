import { useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { accountTexts } from "../../../domain/members/account-texts";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { fieldErrorOf, type FormReply } from "../../../domain/shared/form-contract";
import { formatThaiMobile } from "../../../domain/shared/thai-contact";
import { labelChoiceOf, type SavedAddressView } from "../../../domain/addresses/saved-address-view";
import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import { sentValueOf } from "../../ui/form-reply";
import { FormMessage, SubmitButton, TextField } from "../account/profile-fields";
import { ThaiAddressPicker, type AddressParts } from "../account/thai-address-picker";
import { PERSON_INPUTS } from "../account/person-inputs";
import { AddressLabelChoice } from "./address-label-choice";

const m = savedAddressTexts;
const FORM_ID = "save";

/**
 * Adds an address, or edits `address`. The same fields and names as the checkout's address (the
 * province posts as `city`), judged on the server by the checkout's rules.
 */
export function AddressForm({ address, reply }: { address: SavedAddressView | null; reply: FormReply | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === FORM_ID;
  const mine = reply?.intent === FORM_ID ? reply : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const [region, setRegion] = useState<AddressParts>({
    subDistrict: sentValueOf(mine, "subDistrict", address?.subDistrict ?? ""),
    district: sentValueOf(mine, "district", address?.district ?? ""),
    province: sentValueOf(mine, "city", address?.province ?? ""),
    postalCode: sentValueOf(mine, "postalCode", address?.postalCode ?? ""),
  });
  const stored = labelChoiceOf(address?.label ?? m.labelHome);
  const sentKind = mine?.values?.labelKind;
  const field = { formId: FORM_ID, reply: mine };
  return (
    <Form ref={formRef} method="post" noValidate className="space-y-5 rounded-2xl border border-brand-100 bg-white p-5 sm:p-6">
      <h2 className="text-lg font-semibold">{address ? m.editTitle : m.addTitle}</h2>
      <input type="hidden" name="intent" value={FORM_ID} />
      {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
      <AddressLabelChoice
        idPrefix="address"
        kind={sentKind ?? stored.kind}
        text={sentKind ? (mine?.values?.labelText ?? "") : stored.text}
        error={fieldErrorOf(mine, "labelText")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field} name="firstName" {...PERSON_INPUTS.firstName} label={checkoutTexts.firstName} defaultValue={address?.firstName} />
        <TextField {...field} name="lastName" {...PERSON_INPUTS.lastName} label={checkoutTexts.lastName} defaultValue={address?.lastName} />
        <TextField
          {...field}
          name="phone"
          {...PERSON_INPUTS.phone}
          label={checkoutTexts.phone}
          defaultValue={address ? formatThaiMobile(address.phone) : ""}
          placeholder={accountTexts.phonePlaceholder}
        />
      </div>
      <TextField {...field} name="address" {...PERSON_INPUTS.address} label={checkoutTexts.addressLine} defaultValue={address?.address} />
      <ThaiAddressPicker
        value={region}
        onChange={setRegion}
        names={{ province: "city" }}
        errors={{
          subDistrict: fieldErrorOf(mine, "subDistrict"),
          district: fieldErrorOf(mine, "district"),
          province: fieldErrorOf(mine, "city"),
          postalCode: fieldErrorOf(mine, "postalCode"),
        }}
      />
      {address?.isDefault ? null : (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="makeDefault" defaultChecked={mine?.values?.makeDefault !== undefined} className="size-4 accent-brand-500" />
          {m.makeDefault}
        </label>
      )}
      <FormMessage reply={mine} formId={FORM_ID} formRef={formRef} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton busy={busy}>{m.save}</SubmitButton>
        <Link to="/addresses" className="text-center text-sm font-medium text-brand-700 hover:underline">
          {m.cancel}
        </Link>
      </div>
    </Form>
  );
}
