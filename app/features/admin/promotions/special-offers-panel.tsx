import type { FormReply } from "../../../../domain/shared/form-contract";
import { adminPromotionTexts } from "../../../../domain/admin/admin-promotion-texts";
import { adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";
import { SPECIAL_OFFER_INTENTS, type SpecialOfferAdminRow, type SpecialOffersTabData } from "../../../../domain/admin/admin-promotions";
import { ActiveSwitch } from "../kit/active-switch";
import { DialogField, fieldValue } from "../kit/admin-dialog";
import { type Column } from "../kit/data-table";
import { DialogCheckbox } from "../kit/dialog-checkbox";
import { AddEditDialogs, PanelTable, RowConfirmDialog } from "./panel-parts";
import { AddLink, EditDeleteLinks } from "../kit/row-links";
import { useListLinks } from "../kit/list-screen";

const m = adminPromotionTexts.specialOffers;
const s = adminScreenTexts;

/** The promotions manager's special-offers tab: the /promotions page's offers, in its order, with their switches. */
export function SpecialOffersPanel({ data, reply }: { data: SpecialOffersTabData; reply: FormReply | undefined }) {
  const { list, deleting, dialogMissing } = data;
  const links = useListLinks(list);
  const rowRefusal =
    reply && (reply.intent === SPECIAL_OFFER_INTENTS.switch || (reply.intent === SPECIAL_OFFER_INTENTS.delete && !deleting)) ? reply.message : null;
  const columns: Column<SpecialOfferAdminRow>[] = [
    {
      header: m.icon,
      cell: (row) => (
        <span className="text-2xl" data-offer-icon>
          {row.icon}
        </span>
      ),
    },
    {
      header: m.offerTitle,
      cell: (row) => (
        <>
          <span className="block font-medium">{row.title}</span>
          <span className="line-clamp-2 text-gray-600">{row.description}</span>
        </>
      ),
    },
    { header: m.sortOrder, className: "text-right", cell: (row) => row.sortOrder },
    {
      header: s.active,
      cell: (row) => <ActiveSwitch id={row.id} active={row.isActive} name={row.title} intent={SPECIAL_OFFER_INTENTS.switch} />,
    },
    {
      header: s.actions,
      actions: true,
      className: "text-right whitespace-nowrap",
      cell: (row) => <EditDeleteLinks editTo={links.to({ edit: row.id })} deleteTo={links.to({ delete: row.id })} name={row.title} />,
    },
  ];
  const fields = (stored: SpecialOfferAdminRow | null) => (
    <>
      <DialogField name="icon" label={m.icon} hint={m.iconHint} reply={reply} defaultValue={fieldValue(reply, "icon", stored?.icon)} />
      <DialogField name="title" label={m.offerTitle} reply={reply} defaultValue={fieldValue(reply, "title", stored?.title)} />
      <DialogField
        name="description"
        type="textarea"
        label={m.description}
        reply={reply}
        defaultValue={fieldValue(reply, "description", stored?.description)}
      />
      <DialogField
        name="sortOrder"
        type="number"
        label={m.sortOrder}
        reply={reply}
        defaultValue={fieldValue(reply, "sortOrder", String(stored?.sortOrder ?? 0))}
      />
      <DialogCheckbox name="isActive" label={m.active} reply={reply} defaultChecked={stored?.isActive ?? true} />
    </>
  );
  return (
    // No landmark of its own: the table is the region named by the title (two of one name are one too many, issue 25).
    <div>
      <div className="flex justify-end">
        <AddLink to={links.to({ new: "1" })} label={m.add} />
      </div>
      <PanelTable texts={m} columns={columns} list={list} rowRefusal={rowRefusal} dialogMissing={dialogMissing} />
      <AddEditDialogs tab={data} texts={m} intents={SPECIAL_OFFER_INTENTS} name={(row) => row.title} reply={reply} fields={fields} />
      <RowConfirmDialog
        list={list}
        row={deleting}
        name={(row) => row.title}
        verb={s.delete}
        message={m.confirmDelete}
        intent={SPECIAL_OFFER_INTENTS.delete}
        reply={reply}
      />
    </div>
  );
}
