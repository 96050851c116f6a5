import type { ReactNode } from "react";
import { EmailText } from "../../../ui/email-text";

/** A person in a list's cell (a customer, a reviewer): the name over their e-mail, one look in every back-office list. */
export function PersonCell({ name, email }: { name: ReactNode; email: string }) {
  return (
    <>
      <span className="block font-medium">{name}</span>
      <EmailText email={email} className="text-xs text-gray-600" />
    </>
  );
}
