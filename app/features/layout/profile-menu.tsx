import { UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, useSubmit } from "react-router";
import { navTexts } from "./texts";
import type { HeaderUser } from "./site-header";
import { isReservedEmail } from "../../../domain/auth/reserved-email";
import { WordGroups } from "../../ui/word-groups";

/** The signed-in shopper's menu: profile, payment settings, sign out. */
export function ProfileMenu({ user }: { user: NonNullable<HeaderUser> }) {
  const submit = useSubmit();
  return (
    // Not modal: a modal menu locks the page's scrolling with a <style> element that Radix's
    // scroll lock inserts without a nonce, which the policy refuses (decision 055).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full p-2 text-gray-700 hover:bg-brand-50" aria-label={navTexts.accountOf(user.name)}>
        <UserRound className="size-6" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-xl border border-brand-100 bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="px-3 py-2 text-sm">
            <span className="block font-semibold">{user.name}</span>
            {/* LINE accounts without an e-mail carry a placeholder address: not worth showing. */}
            {isReservedEmail(user.email) ? null : <span className="block truncate text-xs text-gray-500">{user.email}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-brand-100" />
          <DropdownMenu.Item asChild>
            <Link to="/profile" className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50">
              <WordGroups text={navTexts.viewProfile} />
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link to="/payment-settings" className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50">
              <WordGroups text={navTexts.paymentSettings} />
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-brand-100" />
          {/* Submitted from script: the menu unmounts on select, which would cancel a plain form. */}
          <DropdownMenu.Item
            onSelect={() => void submit(null, { method: "post", action: "/sign-out" })}
            className="block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm text-brand-700 outline-none data-[highlighted]:bg-brand-50"
          >
            <WordGroups text={navTexts.signOut} />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
