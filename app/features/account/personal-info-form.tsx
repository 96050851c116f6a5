import { MapPin } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { DISPLAY_NAME_MAX_LENGTH } from "../../../domain/auth-forms";
import { messages } from "../../../domain/messages";
import { ADDRESS_LINE_MAX_LENGTH, formatThaiMobile, NAME_MAX_LENGTH } from "../../../domain/profile-form";
import { useResultToast, type ProfileFormResult } from "./form-result";
import type { MemberProfileView } from "../../../domain/member-profile";
import { FormMessage, SubmitButton, TextField } from "./profile-fields";
import { ThaiAddressPicker, type AddressParts } from "./thai-address-picker";

const m = messages.account;

export function PersonalInfoForm({ profile, result }: { profile: MemberProfileView; result: ProfileFormResult | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";
  const [region, setRegion] = useState<AddressParts>({
    subDistrict: profile.subDistrict ?? "",
    district: profile.district ?? "",
    province: profile.province ?? "",
    postalCode: profile.postalCode ?? "",
  });
  const mine = result?.intent === "profile" ? result : null;
  useResultToast(result, "profile");
  const invalid = mine && !mine.ok ? mine.field : undefined;

  return (
    <Form method="post" noValidate className="space-y-6 rounded-2xl border border-brand-100 bg-white p-5 sm:p-6">
      <input type="hidden" name="intent" value="profile" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="displayName"
          label={m.displayName}
          defaultValue={profile.displayName}
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          autoComplete="nickname"
          invalid={invalid === "displayName"}
          className="sm:col-span-2"
        />
        <TextField name="firstName" label={m.firstName} defaultValue={profile.firstName ?? ""} maxLength={NAME_MAX_LENGTH} autoComplete="given-name" invalid={invalid === "firstName"} />
        <TextField name="lastName" label={m.lastName} defaultValue={profile.lastName ?? ""} maxLength={NAME_MAX_LENGTH} autoComplete="family-name" invalid={invalid === "lastName"} />
        <TextField
          name="phone"
          label={m.phone}
          type="tel"
          inputMode="tel"
          defaultValue={profile.phone ? formatThaiMobile(profile.phone) : ""}
          placeholder={m.phonePlaceholder}
          maxLength={20}
          autoComplete="tel-national"
          invalid={invalid === "phone"}
        />
      </div>
      <hr className="border-brand-100" />
      <fieldset className="space-y-4">
        <legend className="mb-4 flex items-center gap-2 font-semibold">
          <MapPin className="size-4 text-brand-500" aria-hidden />
          {m.addressSection}
        </legend>
        <TextField
          name="address"
          label={m.address}
          multiline
          defaultValue={profile.address ?? ""}
          maxLength={ADDRESS_LINE_MAX_LENGTH}
          autoComplete="street-address"
          invalid={invalid === "address"}
        />
        <ThaiAddressPicker value={region} onChange={setRegion} invalidField={invalid} />
      </fieldset>
      <FormMessage result={mine} />
      <SubmitButton busy={busy}>{messages.common.save}</SubmitButton>
    </Form>
  );
}
