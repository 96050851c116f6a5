import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { PICTURE_PERIODS, SLIP_AGE_BUCKETS, type BusinessPicture } from "../../../../domain/admin/business-picture";
import { formatBaht } from "../../../../domain/shared/money";
import { PAYMENT_METHOD_LABELS } from "../../../../domain/orders/order-status";
import { TitledSection } from "../../../ui/titled-section";
import { DayBars } from "./day-bars";
import { HorizontalBars } from "./horizontal-bars";
import { businessPictureTexts as t } from "./texts";

// min-w-0: a card is a grid item; a long shade name (truncated inside) must not widen the page on a phone.
const CARD = "min-w-0 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5";
const CARD_TITLE = "mb-3 font-semibold";
/** Whole baht for the axes: "฿12,500". */
const bahtTick = (satang: number) => `฿${Math.round(satang / 100).toLocaleString("th-TH")}`;
const count = (value: number) => value.toLocaleString("th-TH");

/**
 * The dashboard's picture of the business over 30 or 90 Bangkok days (`?days=`): revenue and
 * orders per day, paid against unpaid and cancelled, payment methods, best sellers, stock
 * running low with a way to restock, and slips waiting with their age. SVG from the server.
 */
export function BusinessPictureSection({ picture }: { picture: BusinessPicture }) {
  const ordersTotal = picture.perDay.reduce((sum, day) => sum + day.orders, 0);
  const split = picture.statusSplit;
  return (
    <TitledSection id="business-picture-title" title={t.title} className="mt-10" headingClassName="text-xl font-bold">
      <nav aria-label={t.period} className="mt-3 flex gap-2">
        {PICTURE_PERIODS.map((days) => (
          <Link
            key={days}
            to={`?days=${days}`}
            preventScrollReset
            aria-current={days === picture.days ? "page" : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${days === picture.days ? "bg-brand-600 text-white" : "border border-gray-300 text-gray-700 hover:bg-gray-50"}`}
          >
            {t.lastDays(days)}
          </Link>
        ))}
      </nav>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <PerDayCard measure="revenue" picture={picture} />
        <PerDayCard measure="orders" picture={picture} />
        <BarsCard
          id="payment-status-split"
          title={t.statusTitle}
          empty={ordersTotal === 0 ? t.noOrders : null}
          rows={[
            { label: t.status.paid, value: split.paid, shown: count(split.paid), tone: "fill-emerald-600" },
            { label: t.status.unpaid, value: split.unpaid, shown: count(split.unpaid), tone: "fill-amber-500" },
            { label: t.status.cancelled, value: split.cancelled, shown: count(split.cancelled), tone: "fill-gray-400" },
          ]}
        />
        <BarsCard
          id="payment-methods"
          title={t.methodsTitle}
          empty={picture.paymentMethods.length === 0 ? t.noOrders : null}
          rows={picture.paymentMethods.map((row) => ({ label: PAYMENT_METHOD_LABELS[row.method], value: row.orders, shown: count(row.orders) }))}
        />
        <BarsCard
          id="top-products"
          title={t.topTitle}
          empty={picture.topProducts.length === 0 ? t.noSales : null}
          rows={picture.topProducts.map((row) => ({ label: row.name, value: row.units, shown: `${t.units(row.units)} · ${formatBaht(row.revenue)}` }))}
        />
        <Card id="slips-waiting" title={t.slipsTitle}>
          {picture.slipsWaiting.total === 0 ? (
            <p className="text-sm text-gray-600">{t.slipsNone}</p>
          ) : (
            <>
              <p className="mb-2 text-sm text-gray-700">{t.slipsSummary(picture.slipsWaiting.total, picture.slipsWaiting.oldestHours ?? 0)}</p>
              <HorizontalBars
                title={t.slipsTitle}
                rows={SLIP_AGE_BUCKETS.map(({ key: bucket }) => ({
                  label: t.slipAges[bucket],
                  value: picture.slipsWaiting.byAge[bucket],
                  shown: count(picture.slipsWaiting.byAge[bucket]),
                  tone: bucket === "older" ? "fill-red-600" : "fill-brand-500",
                }))}
              />
              <Link to="/admin-payments" className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
                {t.slipsLink}
              </Link>
            </>
          )}
        </Card>
        <Card id="low-stock" title={t.lowStockTitle} wide>
          {picture.lowStock.length === 0 ? (
            <p className="text-sm text-gray-600">{t.lowStockNone}</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {picture.lowStock.map((row) => (
                <li key={row.stockId} className="flex min-w-0 items-center justify-between gap-3 rounded-xl bg-amber-50 px-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{row.name}</span>
                    <span className={row.quantity === 0 ? "text-red-700" : "text-amber-900"}>{t.left(row.quantity)}</span>
                  </span>
                  <Link
                    to={`/admin-stocks/${row.productId}`}
                    aria-label={t.restockOf(row.name)}
                    className="shrink-0 rounded-full bg-white px-3 py-1 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
                  >
                    {t.restock}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </TitledSection>
  );
}

/** One box of the picture; `wide` spans both columns. */
function Card({ id, title, wide = false, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className={wide ? `${CARD} lg:col-span-2` : CARD} headingClassName={CARD_TITLE}>
      {children}
    </TitledSection>
  );
}

/** The two measures drawn per Bangkok day: how each is shown and summed up. */
const PER_DAY = {
  revenue: {
    id: "revenue-per-day",
    title: t.revenuePerDay,
    header: t.revenue,
    format: bahtTick,
    unit: 100,
    empty: t.noSales,
    summary: (days: number, total: number) => t.revenueSummary(days, formatBaht(total)),
  },
  orders: { id: "orders-per-day", title: t.ordersPerDay, header: t.orders, format: count, unit: 1, empty: t.noOrders, summary: t.ordersSummary },
};

/** One measure per Bangkok day as bars, its title naming both the box and the chart. */
function PerDayCard({ measure, picture }: { measure: keyof typeof PER_DAY; picture: BusinessPicture }) {
  const { id, title, header, summary, ...bars } = PER_DAY[measure];
  const days = picture.perDay.map((day) => ({ day: day.day, value: day[measure] }));
  const total = days.reduce((sum, day) => sum + day.value, 0);
  return (
    <Card id={id} title={title}>
      <DayBars title={title} days={days} {...bars} caption={summary(picture.days, total)} headers={[t.day, header]} />
    </Card>
  );
}

/** Horizontal bars, or the line saying there is nothing to count yet (`empty`, null when there is). */
function BarsCard({ id, title, empty, rows }: { id: string; title: string; empty: string | null; rows: ComponentProps<typeof HorizontalBars>["rows"] }) {
  return (
    <Card id={id} title={title}>
      {empty !== null ? <p className="text-sm text-gray-600">{empty}</p> : <HorizontalBars title={title} rows={rows} />}
    </Card>
  );
}
