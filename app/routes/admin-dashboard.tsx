import { Banknote, Package, ShoppingCart, Users } from "lucide-react";
import { Link } from "react-router";
import { formatThaiDateTime } from "../../domain/shared/dates";
import { adminDashboardTexts } from "../../domain/admin/admin-dashboard-texts";
import { formatBaht } from "../../domain/shared/money";
import { loadDashboardSummaryOrZeros } from "../../server/shop/admin/dashboard-summary";
import { loadWaitingOrders, type WaitingList } from "../../server/shop/admin/waiting-orders";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { errorFields, logger } from "../../server/platform/logger";
import { ADMIN_TILES, screenHref, waitingOrderHref } from "../features/admin/dashboard-tiles";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-dashboard";
import { TitledSection } from "../ui/titled-section";
import { picturePeriod } from "../../domain/admin/business-picture";
import { dashboardBusinessPicture } from "../../server/shop/admin/business-picture";
import { BusinessPictureSection } from "../features/admin/business-picture/business-picture-section";
import { businessPictureTexts } from "../features/admin/business-picture/texts";

const d = adminDashboardTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const days = picturePeriod(new URL(request.url).searchParams.get("days"));
  const [summary, waiting, picture] = await Promise.all([
    loadDashboardSummaryOrZeros(db),
    // Like the cards, a failed read leaves the rest of the dashboard usable.
    loadWaitingOrders(db).catch((error: unknown) => {
      logger.error("The admin dashboard's waiting orders could not be read", errorFields(error));
      return null;
    }),
    dashboardBusinessPicture(db, days).catch((error: unknown) => {
      logger.error("The admin dashboard's business picture could not be read", errorFields(error));
      return null;
    }),
  ]);
  return { summary, waiting, picture };
}

export const meta = privateMeta(d.title);

const LINK_FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400";

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { summary, waiting, picture } = loaderData;
  const cards = [
    { key: "customers", label: d.customers, value: summary.customers.toLocaleString("th-TH"), icon: Users },
    { key: "products", label: d.products, value: summary.products.toLocaleString("th-TH"), icon: Package },
    { key: "orders", label: d.orders, value: summary.orders.toLocaleString("th-TH"), icon: ShoppingCart },
    { key: "revenue", label: d.revenue, value: formatBaht(summary.revenue), icon: Banknote },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{d.title}</h1>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:mt-8 sm:gap-4 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6">
            <div className="flex items-center justify-between text-gray-600">
              <span className="text-sm font-medium">{card.label}</span>
              <card.icon className="size-5 text-brand-500" aria-hidden />
            </div>
            <p className="mt-3 break-words text-2xl font-bold sm:text-3xl" data-testid={`stat-${card.key}`}>
              {card.value}
            </p>
          </li>
        ))}
      </ul>
      {picture ? (
        <BusinessPictureSection picture={picture} />
      ) : (
        <p role="alert" className="mt-10 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {businessPictureTexts.loadFailed}
        </p>
      )}

      <TitledSection id="waiting-title" title={d.waitingTitle} className="mt-10" headingClassName="text-xl font-bold">
        {waiting ? (
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <WaitingCard id="slips-to-verify" title={d.slipsToVerify} empty={d.noSlips} list={waiting.slipsToVerify} screen="/admin-payments" />
            <WaitingCard id="orders-to-ship" title={d.ordersToShip} empty={d.noOrdersToShip} list={waiting.ordersToShip} screen="/admin-orders" />
          </div>
        ) : (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {d.waitingFailed}
          </p>
        )}
      </TitledSection>

      <nav aria-label={d.screens} className="mt-10">
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          {ADMIN_TILES.map((tile) => (
            <li key={tile.to}>
              <Link
                to={tile.to}
                className={`flex h-full items-start gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow ${LINK_FOCUS}`}
              >
                <tile.icon className="mt-0.5 size-6 shrink-0 text-brand-500" aria-hidden />
                <span>
                  <span className="block font-semibold">{tile.label}</span>
                  <span className="block text-sm text-gray-600">{tile.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function WaitingCard(props: {
  id: string;
  title: string;
  empty: string;
  list: WaitingList;
  /** The back-office screen its orders are handled on: each row opens it searched for its order. */
  screen: "/admin-orders" | "/admin-payments";
}) {
  const { id, title, empty, list, screen } = props;
  const showAllHref = screenHref(screen);
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">{d.waitingCount(list.total)}</span>
      </div>
      {list.rows.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {list.rows.map((order) => (
            <li key={order.orderNumber}>
              {/* The whole row is the link: a thumb-sized target on a phone, one Tab stop per order. */}
              <Link
                to={waitingOrderHref(screen, order.orderNumber)}
                className={`-mx-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl px-2 py-3 hover:bg-brand-50 ${LINK_FOCUS}`}
              >
                <span className="min-w-0">
                  <span className="block font-mono text-sm font-semibold whitespace-nowrap text-brand-700">{order.orderNumber}</span>
                  <span className="block text-sm text-gray-700">{order.customer}</span>
                </span>
                <span className="text-right text-sm">
                  <span className="block font-semibold">
                    {formatBaht(order.amount)}
                    {order.paymentMethod === "cod" ? <span className="ml-1 font-normal text-gray-600">({d.cashOnDelivery})</span> : null}
                  </span>
                  <span className="block text-gray-600">{d.waitingSince(formatThaiDateTime(order.since))}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {showAllHref && list.total > list.rows.length ? (
        <Link to={showAllHref} className={`mt-2 inline-block rounded-full text-sm font-semibold text-brand-700 underline ${LINK_FOCUS}`}>
          {d.showAll(list.total)}
        </Link>
      ) : null}
    </section>
  );
}
