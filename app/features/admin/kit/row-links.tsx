import { Pencil, Plus, Trash2, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";
import { ADMIN_BUTTON } from "./admin-screen";

const s = adminScreenTexts;

/** A list screen's Add: a link opening its create dialog over the list, keeping its page and search. */
export function AddLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} preventScrollReset className={ADMIN_BUTTON.primary}>
      <Plus className="size-4" aria-hidden />
      {label}
    </Link>
  );
}

/**
 * A list row's link: an icon and a word, named for screen readers after the row (`label`);
 * `keepScroll` for the links that open one of the screen's dialogs over the list.
 */
export function RowLink({
  to,
  icon: Icon,
  text,
  label,
  keepScroll = false,
}: {
  to: string;
  icon: LucideIcon;
  text: string;
  label: string;
  keepScroll?: boolean;
}) {
  return (
    <Link to={to} preventScrollReset={keepScroll} className={ADMIN_BUTTON.row} aria-label={label}>
      <Icon className="size-4" aria-hidden />
      {text}
    </Link>
  );
}

/** A list row's Delete: a link opening the screen's delete dialog (its state is in the URL), named after the row. */
export function DeleteLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} preventScrollReset className={ADMIN_BUTTON.rowDanger} aria-label={`${s.delete} ${name}`}>
      <Trash2 className="size-4" aria-hidden />
      {s.delete}
    </Link>
  );
}

/**
 * A list row's Edit and Delete: links opening the screen's dialogs (their state is in the
 * URL), each named after the row for screen readers ("Edit <name>").
 */
export function EditDeleteLinks({ editTo, deleteTo, name }: { editTo: string; deleteTo: string; name: string }) {
  return (
    <>
      <RowLink to={editTo} icon={Pencil} text={s.edit} label={`${s.edit} ${name}`} keepScroll />
      <DeleteLink to={deleteTo} name={name} />
    </>
  );
}
