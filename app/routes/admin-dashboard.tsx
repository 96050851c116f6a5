import { Banknote, Boxes, History, Package, ReceiptText, ShoppingCart, Tags, Truck, UserCog, Users } from "lucide-react";
import { Link } from "react-router";
import { formatBaht } from "../../domain/money";
import { loadDashboardSummary } from "../../server/admin/dashboard-summary";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { summary: await loadDashboardSummary(database()) };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("Admin Dashboard", matches);
}

/**
 * Tiles to the back-office screens (spec §2 Admin); a screen gets its tile the day its route
 * works (the route table lists only working routes).
 */
const TILES = [
  { to: "/admin-members", label: "Members", description: "Search, edit and delete members", icon: UserCog },
  { to: "/admin-products", label: "Products", description: "Add, edit and delete products, their shades and images", icon: Package },
  { to: "/admin-categories", label: "Categories", description: "Add, edit and delete categories", icon: Tags },
  { to: "/admin-stocks", label: "Stock", description: "Update stock and see every change", icon: Boxes },
  { to: "/admin-payments", label: "Payments", description: "Check slips, verify or reject payments", icon: ReceiptText },
  { to: "/admin-orders", label: "Orders", description: "คำสั่งซื้อ: ค้นหา เปลี่ยนสถานะ จัดส่ง ยกเลิก", icon: Truck },
  { to: "/admin/audit", label: "Audit log", description: "Every admin change: who, what, when", icon: History },
] as const;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { summary } = loaderData;
  const cards = [
    { label: "Customers", value: summary.customers.toLocaleString("th-TH"), icon: Users },
    { label: "Products", value: summary.products.toLocaleString("th-TH"), icon: Package },
    { label: "Orders", value: summary.orders.toLocaleString("th-TH"), icon: ShoppingCart },
    { label: "Revenue", value: formatBaht(summary.revenue), icon: Banknote },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <div className="flex items-center justify-between text-gray-600">
              <span className="text-sm font-medium">{card.label}</span>
              <card.icon className="size-5 text-brand-500" aria-hidden />
            </div>
            <p className="mt-3 text-3xl font-bold" data-testid={`stat-${card.label.toLowerCase()}`}>
              {card.value}
            </p>
          </li>
        ))}
      </ul>
      <nav aria-label="Back-office" className="mt-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TILES.map((tile) => (
            <li key={tile.to}>
              <Link
                to={tile.to}
                className="flex h-full items-start gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
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
