import { MapPin } from "lucide-react";
import { useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { DISPLAY_NAME_MAX_LENGTH } from "../../../domain/auth/auth-forms";
import { fieldErrorOf, type FormReply } from "../../../domain/shared/form-contract";
import { accountTexts } from "../../../domain/members/account-texts";
import { commonTexts } from "../../../domain/shared/common-texts";
import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import { formatThaiMobile } from "../../../domain/shared/thai-contact";
import { FieldError, replyFor, sentValueOf } from "../../ui/form-reply";
import { useResultToast } from "./form-result";
import type { MemberProfileView } from "../../../domain/members/member-profile";
import { FormMessage, SubmitButton, TextField } from "./profile-fields";
import { ThaiAddressPicker, type AddressParts } from "./thai-address-picker";
import { PERSON_INPUTS } from "./person-inputs";

const m = accountTexts;
const FORM_ID = "profile";
const REGION_FIELDS = ["subDistrict", "district", "province", "postalCode"] as const;

export function PersonalInfoForm({ profile, result }: { profile: MemberProfileView; result: FormReply | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === FORM_ID;
  const mine = replyFor(result, FORM_ID);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refusal answered as a whole page (no JavaScript), the picker starts from what was sent.
  const [region, setRegion] = useState<AddressParts>({
    subDistrict: sentValueOf(mine, "subDistrict", profile.subDistrict ?? ""),
    district: sentValueOf(mine, "district", profile.district ?? ""),
    province: sentValueOf(mine, "province", profile.province ?? ""),
    postalCode: sentValueOf(mine, "postalCode", profile.postalCode ?? ""),
  });
  useResultToast(result, FORM_ID);
  const field = { formId: FORM_ID, reply: mine };
  // The picker marks one part; the first part in trouble.
  const invalidRegionPart = REGION_FIELDS.find((name) => fieldErrorOf(mine, name));

  return (
    <Form ref={formRef} method="post" noValidate className="space-y-6 rounded-2xl border border-brand-100 bg-white p-5 sm:p-6">
      <input type="hidden" name="intent" value={FORM_ID} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field}
          name="displayName"
          label={m.displayName}
          defaultValue={profile.displayName}
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          autoComplete="nickname"
          className="sm:col-span-2"
        />
        <TextField {...field} name="firstName" {...PERSON_INPUTS.firstName} label={m.firstName} defaultValue={profile.firstName ?? ""} />
        <TextField {...field} name="lastName" {...PERSON_INPUTS.lastName} label={m.lastName} defaultValue={profile.lastName ?? ""} />
        <TextField
          {...field}
          name="phone"
          {...PERSON_INPUTS.phone}
          label={m.phone}
          defaultValue={profile.phone ? formatThaiMobile(profile.phone) : ""}
          placeholder={m.phonePlaceholder}
        />
      </div>
      <hr className="border-brand-100" />
      <fieldset className="space-y-4">
        <legend className="mb-4 flex items-center gap-2 font-semibold">
          <MapPin className="size-4 text-brand-500" aria-hidden />
          {m.addressSection}
        </legend>
        <TextField {...field} name="address" {...PERSON_INPUTS.address} label={m.address} defaultValue={profile.address ?? ""} />
        <ThaiAddressPicker value={region} onChange={setRegion} invalidField={invalidRegionPart} />
        <Link to="/addresses" className="inline-block text-sm font-medium text-brand-700 underline">
          {savedAddressTexts.manage}
        </Link>
        {REGION_FIELDS.map((name) => (
          <FieldError key={name} reply={mine} formId={FORM_ID} name={name} />
        ))}
      </fieldset>
      <FormMessage reply={mine} formId={FORM_ID} formRef={formRef} />
      <SubmitButton busy={busy}>{commonTexts.save}</SubmitButton>
    </Form>
  );
}
