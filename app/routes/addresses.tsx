import { redirect } from "react-router";
import { parseForm } from "../../domain/shared/form-contract";
import { savedAddressSchema } from "../../domain/members/saved-addresses";
import { savedAddressTexts } from "../../domain/addresses/saved-address-texts";
import { requireUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { readActionForm } from "../../server/platform/http/action-form";
import { noticeCookieHeader } from "../../server/platform/http/notice";
import { formRefusal } from "../../server/platform/http/refusal-answer";
import { addSavedAddress, deleteSavedAddress, listSavedAddresses, setDefaultSavedAddress, updateSavedAddress } from "../../server/shop/members/saved-addresses";
import { AddressesPage, addressesView } from "../features/addresses/addresses-page";
import { MemberAreaError } from "../features/account/member-area-error";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/addresses";

/** The list, and what the URL opens: `?add`, `?edit=<id>` or `?delete=<id>` (links, so it all works without scripts). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const addresses = await listSavedAddresses(database(), user.id);
  return { addresses, view: addressesView(new URL(request.url).searchParams, addresses) };
}

/** Three forms post here (`intent`): save (add, or edit `addressId`), delete and make default; each only on the member's own addresses. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readActionForm(request);
  const intent = form.get("intent");
  const addressId = String(form.get("addressId") ?? "");
  if (intent === "delete" || intent === "default") {
    const done = intent === "delete" ? await deleteSavedAddress(database(), user.id, addressId) : await setDefaultSavedAddress(database(), user.id, addressId);
    if (!done.ok) return formRefusal(intent, done, form);
    return backToList(intent === "delete" ? "address-deleted" : "address-default");
  }
  const parsed = parseForm(savedAddressSchema, form);
  if (!parsed.ok) return formRefusal("save", parsed, form);
  const saved = addressId ? await updateSavedAddress(database(), user.id, addressId, parsed.value) : await addSavedAddress(database(), user.id, parsed.value);
  if (!saved.ok) return formRefusal("save", saved, form);
  return backToList("address-saved");
}

function backToList(notice: "address-saved" | "address-deleted" | "address-default") {
  return redirect("/addresses", { headers: { "Set-Cookie": noticeCookieHeader(notice) } });
}

export const meta = privateMeta(savedAddressTexts.title);

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressesPage {...loaderData} reply={actionData ?? null} />;
}

export function ErrorBoundary() {
  return <MemberAreaError />;
}
