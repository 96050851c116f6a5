import { ChartColumn, Copy, OctagonX, Pause, Pencil, Play, type LucideIcon } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { adminOfferTexts } from "../../../../domain/admin/admin-offer-texts";
import { adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";
import { conditionsLine, OFFER_INTENTS, offerTiming, rewardLine, type OfferAdminRow, type OffersTabData } from "../../../../domain/admin/admin-offers";
import { formatBaht } from "../../../../domain/shared/money";
import { replyFor } from "../../../ui/form-reply";
import { AdminDialog } from "../kit/admin-dialog";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { type Column } from "../kit/data-table";
import { useListLinks } from "../kit/list-screen";
import { RowLink } from "../kit/row-links";
import { OfferFields } from "./offer-fields";
import { AddEditDialogs, PanelTable, PeriodCell, RowConfirmDialog, ShowSearch } from "./panel-parts";

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
  const { list, show, ending, usage, choices, dialogMissing } = data;
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
      cell: (row) => <PeriodCell start={row.startsAt} end={row.endsAt} noEnd={m.noEnd} />,
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
  const fields = (offered: NonNullable<OffersTabData["choices"]>) => (stored: OfferAdminRow | null) => (
    <OfferFields reply={replyFor(reply, stored ? OFFER_INTENTS.update : OFFER_INTENTS.create)} stored={stored} choices={offered} now={now} />
  );
  return (
    // No landmark of its own: the table is the region named by the title (as the other tabs).
    <div>
      <ShowSearch id="offer-show" list={list} show={show} texts={m} />
      <PanelTable texts={m} columns={columns} list={list} rowRefusal={rowRefusal} dialogMissing={dialogMissing} />
      {choices ? <AddEditDialogs tab={data} texts={m} intents={OFFER_INTENTS} name={(row) => row.title} reply={reply} fields={fields(choices)} /> : null}
      <RowConfirmDialog list={list} row={ending} name={(row) => row.title} verb={m.end} message={m.confirmEnd} intent={OFFER_INTENTS.end} reply={reply} />
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
