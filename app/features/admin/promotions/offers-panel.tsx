import { ChartColumn, Copy, OctagonX, Pause, Pencil, Play, type LucideIcon } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { adminOfferTexts } from "../../../../domain/admin/admin-offer-texts";
import { adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";
import { FLASH_SALE_LIST_SHOWS } from "../../../../domain/admin/admin-promotions";
import { conditionsLine, OFFER_INTENTS, offerTiming, rewardLine, type OfferAdminRow, type OffersTabData } from "../../../../domain/admin/admin-offers";
import { formatThaiDateTime } from "../../../../domain/shared/dates";
import { formatBaht } from "../../../../domain/shared/money";
import { ChoiceOptions, TEXT_INPUT_CLASS } from "../../../ui/form-controls";
import { replyFor } from "../../../ui/form-reply";
import { AdminDialog, ConfirmDialog, FormDialog } from "../kit/admin-dialog";
import { ADMIN_BUTTON, ScreenAlert } from "../kit/admin-screen";
import { DataTable, ListSearch, type Column } from "../kit/data-table";
import { useListLinks } from "../kit/list-screen";
import { AddLink, RowLink } from "../kit/row-links";
import { OfferFields } from "./offer-fields";
import { KeptFilters } from "./panel-parts";

const m = adminOfferTexts;
const s = adminScreenTexts;

const STATUS_BADGE = {
  active: "bg-green-100 text-green-800",
  paused: "bg-amber-100 text-amber-800",
  ended: "bg-gray-100 text-gray-600",
} as const;

const number = (value: number) => value.toLocaleString("th-TH");

/** Where a promotion's uses are downloaded (admin only, `admin.promotions.$promotionId.uses.ts`). */
export const usesFileHref = (id: string) => `/admin/promotions/${id}/uses`;

/** A row's button that posts at once (pause, resume, duplicate) to the page's own action. */
function RowButton({ intent, id, icon: Icon, text, label }: { intent: string; id: string; icon: LucideIcon; text: string; label: string }) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData.get("id") === id;
  return (
    <Form method="post" action={location.pathname + location.search} preventScrollReset noValidate className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={busy} aria-label={label} className={`${ADMIN_BUTTON.row} disabled:opacity-60`}>
        <Icon className="size-4" aria-hidden />
        {text}
      </button>
    </Form>
  );
}

/**
 * The promotions manager's first tab (issue 35): the promotions and codes of decision 101 with
 * their reward in Thai, window in Thai time, status, uses and what they brought in; create and
 * edit in one dialog, pause or resume, duplicate, end after a confirmation, and each one's
 * usage with its file of uses. Everything comes from `loadOffersTab`; its forms post `OFFER_INTENTS`.
 */
export function OffersPanel({ data, reply }: { data: OffersTabData; reply: FormReply | undefined }) {
  const { list, show, creating, editing, ending, usage, choices, dialogMissing } = data;
  const now = new Date(data.now);
  const links = useListLinks(list);
  const { closeHref } = links;
  const rowIntents: string[] = [OFFER_INTENTS.pause, OFFER_INTENTS.resume, OFFER_INTENTS.duplicate];
  const rowRefusal = reply && !reply.ok && (rowIntents.includes(reply.intent) || (reply.intent === OFFER_INTENTS.end && !ending)) ? reply.message : null;
  const columns: Column<OfferAdminRow>[] = [
    {
      header: m.promotion,
      cell: (row) => (
        <>
          <span className="block font-medium">{row.title}</span>
          {row.description ? <span className="line-clamp-2 text-gray-600">{row.description}</span> : null}
        </>
      ),
    },
    {
      header: m.code,
      className: "whitespace-nowrap",
      cell: (row) =>
        row.code ? (
          <code className="rounded-md bg-brand-50 px-2 py-0.5 font-mono text-sm font-semibold text-brand-800" data-promotion-code>
            {row.code}
          </code>
        ) : (
          <span className="text-gray-600">{m.automatic}</span>
        ),
    },
    {
      header: m.reward,
      cell: (row) => {
        const conditions = conditionsLine(row);
        return (
          <>
            <span className="block font-semibold text-brand-700" data-reward>
              {rewardLine(row.reward)}
            </span>
            {conditions ? <span className="block text-xs text-gray-600">{conditions}</span> : null}
          </>
        );
      },
    },
    {
      header: m.period,
      className: "whitespace-nowrap",
      cell: (row) => (
        <>
          <time className="block" dateTime={new Date(row.startsAt).toISOString()}>
            {formatThaiDateTime(row.startsAt)}
          </time>
          {row.endsAt ? (
            <time className="block text-gray-600" dateTime={new Date(row.endsAt).toISOString()}>
              – {formatThaiDateTime(row.endsAt)}
            </time>
          ) : (
            <span className="block text-gray-600">– {m.noEnd}</span>
          )}
        </>
      ),
    },
    {
      header: m.status,
      cell: (row) => {
        const timing = offerTiming(row, now);
        return (
          <>
            <span
              data-promotion-status={row.status}
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_BADGE[row.status]}`}
            >
              {m.statuses[row.status]}
            </span>
            {timing ? <span className="mt-1 block text-xs text-gray-600">{timing === "time-up" ? m.timeUp : m.notStarted}</span> : null}
          </>
        );
      },
    },
    {
      header: m.used,
      className: "whitespace-nowrap",
      cell: (row) => (
        <>
          <span className="block" data-used>
            {m.usedOf(number(row.used), row.usageCap === null ? null : number(row.usageCap))}
          </span>
          {row.perMemberCap !== null ? <span className="block text-xs text-gray-600">{m.perMember(number(row.perMemberCap))}</span> : null}
        </>
      ),
    },
    {
      header: m.results,
      className: "whitespace-nowrap",
      cell: (row) => (
        <span className="block text-sm" data-usage>
          <span className="block">{m.resultOrders(number(row.usage.orders))}</span>
          <span className="block text-gray-600">{m.resultDiscount(formatBaht(row.usage.discount))}</span>
          <span className="block text-gray-600">{m.resultRevenue(formatBaht(row.usage.revenue))}</span>
        </span>
      ),
    },
    {
      header: s.actions,
      actions: true,
      className: "text-right whitespace-nowrap",
      cell: (row) => (
        <>
          <RowLink to={links.to({ edit: row.id })} icon={Pencil} text={s.edit} label={`${s.edit} ${row.title}`} keepScroll />
          <RowLink to={links.to({ usage: row.id })} icon={ChartColumn} text={m.usage} label={m.usageLabel(row.title)} keepScroll />
          {row.status === "active" ? <RowButton intent={OFFER_INTENTS.pause} id={row.id} icon={Pause} text={m.pause} label={m.pauseLabel(row.title)} /> : null}
          {row.status === "paused" ? (
            <RowButton intent={OFFER_INTENTS.resume} id={row.id} icon={Play} text={m.resume} label={m.resumeLabel(row.title)} />
          ) : null}
          <RowButton intent={OFFER_INTENTS.duplicate} id={row.id} icon={Copy} text={m.duplicate} label={m.duplicateLabel(row.title)} />
          {row.status === "ended" ? null : (
            <Link to={links.to({ end: row.id })} preventScrollReset className={ADMIN_BUTTON.rowDanger} aria-label={m.endLabel(row.title)}>
              <OctagonX className="size-4" aria-hidden />
              {m.end}
            </Link>
          )}
        </>
      ),
    },
  ];
  return (
    // No landmark of its own: the table is the region named by the title (as the other tabs).
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ListSearch q={list.q} label={m.searchPlaceholder} placeholder={m.searchPlaceholder}>
          <KeptFilters filters={list.filters} except={["show"]} />
          <label htmlFor="offer-show" className="sr-only">
            {m.showLabel}
          </label>
          <select id="offer-show" name="show" defaultValue={show} className={`${TEXT_INPUT_CLASS} sm:max-w-56`}>
            <ChoiceOptions values={FLASH_SALE_LIST_SHOWS} label={(value) => m.show[value]} />
          </select>
        </ListSearch>
        <AddLink to={links.to({ new: "1" })} label={m.add} />
      </div>
      <ScreenAlert message={rowRefusal ?? (dialogMissing ? m.notFound : null)} />
      <DataTable caption={m.title} columns={columns} list={list} rowKey={(row) => row.id} empty={m.noneFound} />
      {creating && choices ? (
        <FormDialog title={m.add} closeHref={closeHref} intent={OFFER_INTENTS.create} reply={reply}>
          <OfferFields reply={replyFor(reply, OFFER_INTENTS.create)} stored={null} choices={choices} now={now} />
        </FormDialog>
      ) : null}
      {editing && choices ? (
        <FormDialog title={`${s.edit}: ${editing.title}`} closeHref={closeHref} intent={OFFER_INTENTS.update} id={editing.id} reply={reply}>
          <OfferFields reply={replyFor(reply, OFFER_INTENTS.update)} stored={editing} choices={choices} now={now} />
        </FormDialog>
      ) : null}
      {ending ? (
        <ConfirmDialog
          title={`${m.end}: ${ending.title}`}
          message={m.confirmEnd(ending.title)}
          closeHref={closeHref}
          intent={OFFER_INTENTS.end}
          id={ending.id}
          confirmLabel={m.end}
          reply={reply}
        />
      ) : null}
      {usage ? <UsageDialog row={usage} closeHref={closeHref} /> : null}
    </div>
  );
}

/** What one promotion brought in, and its file of uses (every order that carried it, returned ones marked). */
function UsageDialog({ row, closeHref }: { row: OfferAdminRow; closeHref: string }) {
  const figures: [string, string][] = [
    [m.usageOrders, number(row.usage.orders)],
    [m.usageDiscount, formatBaht(row.usage.discount)],
    [m.usageRevenue, formatBaht(row.usage.revenue)],
  ];
  return (
    <AdminDialog title={m.usageTitle(row.title)} closeHref={closeHref}>
      <p className="text-sm text-gray-700">
        {row.code ? <code className="font-mono font-semibold">{row.code}</code> : m.automatic} · {rewardLine(row.reward)}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-gray-50 p-3">
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="mt-1 text-lg font-bold" data-usage-figure>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-gray-600">{m.usageNote}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Link to={closeHref} preventScrollReset className={ADMIN_BUTTON.secondary}>
          {s.close}
        </Link>
        <a href={usesFileHref(row.id)} download className={ADMIN_BUTTON.primary}>
          {m.exportCsv}
        </a>
      </div>
    </AdminDialog>
  );
}
