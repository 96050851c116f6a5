// The back-office benchmark's shop (scripts/bench-admin.ts): 10,000 products in 40
// categories, 30,000 members with Thai names and the e-mail addresses Thai shoppers use,
// 100,000 orders with their items, and a payment for every order that was paid or sent a slip.
// Everything is generated inside PostgreSQL (generate_series), so seeding takes seconds.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { MIGRATIONS_FOLDER } from "../server/platform/db/database";

export const BENCH_SIZES = { categories: 40, products: 10_000, members: 30_000, orders: 100_000 } as const;

// Thai given names and family names with the romanisation people use in their e-mail addresses.
const FIRST_NAMES: Array<[string, string]> = [
  ["สมชาย", "somchai"],
  ["สมหญิง", "somying"],
  ["วิภาวดี", "wipawadee"],
  ["ณัฐพล", "nattapon"],
  ["ปิยะนุช", "piyanuch"],
  ["กมลชนก", "kamonchanok"],
  ["ธนากร", "thanakorn"],
  ["สุภาพร", "supaporn"],
  ["อรุณี", "arunee"],
  ["พิมพ์ชนก", "pimchanok"],
  ["ศิริพร", "siriporn"],
  ["ชัยวัฒน์", "chaiwat"],
  ["อนุชา", "anucha"],
  ["จิราพร", "jiraporn"],
  ["กิตติพงษ์", "kittipong"],
  ["นภัสสร", "napatsorn"],
  ["ปวีณา", "paweena"],
  ["ธีรวัฒน์", "teerawat"],
  ["วรรณา", "wanna"],
  ["สุนิสา", "sunisa"],
  ["ชนิดา", "chanida"],
  ["พรทิพย์", "porntip"],
  ["อภิชาติ", "apichat"],
  ["รัตนา", "rattana"],
  ["ณัฐธิดา", "nattida"],
  ["ภัทรา", "pattra"],
  ["วีรยุทธ", "weerayut"],
  ["เบญจมาศ", "benjamas"],
  ["ธิดารัตน์", "thidarat"],
  ["ศุภชัย", "supachai"],
  ["มณีรัตน์", "maneerat"],
  ["ปริญญา", "parinya"],
];
const LAST_NAMES: Array<[string, string]> = [
  ["วงศ์สวัสดิ์", "wongsawat"],
  ["ศรีสุข", "srisuk"],
  ["แก้วมณี", "kaewmanee"],
  ["บุญมา", "boonma"],
  ["ทองดี", "thongdee"],
  ["สุขสวัสดิ์", "suksawat"],
  ["จันทร์เพ็ญ", "chanpen"],
  ["รัตนพันธ์", "rattanapan"],
  ["พงษ์ไพบูลย์", "pongpaiboon"],
  ["ชัยมงคล", "chaimongkol"],
  ["ศรีวงศ์", "sriwong"],
  ["มีสุข", "meesuk"],
  ["เจริญผล", "charoenphon"],
  ["อินทรวงศ์", "intarawong"],
  ["สายทอง", "saithong"],
  ["ประเสริฐศักดิ์", "prasertsak"],
  ["บุญเรือง", "boonruang"],
  ["ใจดี", "jaidee"],
  ["ธนาวุฒิ", "thanawut"],
  ["กาญจนวงศ์", "kanjanawong"],
  ["ปัญญาดี", "panyadee"],
  ["สมบูรณ์ชัย", "somboonchai"],
  ["นาคสุข", "naksuk"],
  ["เพชรรัตน์", "petcharat"],
];
const MAIL_DOMAINS = ["gmail.com", "gmail.com", "gmail.com", "hotmail.com", "hotmail.co.th", "yahoo.com", "outlook.co.th", "icloud.com"];
const CITIES = ["กรุงเทพมหานคร", "เชียงใหม่", "ขอนแก่น", "ภูเก็ต", "นนทบุรี", "ชลบุรี", "สงขลา", "นครราชสีมา", "อุดรธานี", "สุราษฎร์ธานี"];
const CATEGORY_KINDS = ["Matte Lipstick", "Glossy Lip", "Lip Tint", "Lip Balm", "Lip Liner", "Lip Oil", "Liquid Lipstick", "Lip Cream"];
const SERIES = ["Bangkok", "Chiang Mai", "Siam", "Lanna", "Andaman"];
const SHADES: Array<[string, string]> = [
  ["Rose", "โรส"],
  ["Coral", "คอรัล"],
  ["Nude", "นู้ด"],
  ["Berry", "เบอร์รี่"],
  ["Cherry", "เชอร์รี่"],
  ["Mauve", "มูฟ"],
  ["Peach", "พีช"],
  ["Brick", "อิฐ"],
  ["Plum", "พลัม"],
  ["Ruby", "ทับทิม"],
  ["Mango", "มะม่วง"],
  ["Lychee", "ลิ้นจี่"],
  ["Jasmine", "มะลิ"],
  ["Lotus", "บัว"],
  ["Orchid", "กล้วยไม้"],
];
const FINISHES: Array<[string, string]> = [
  ["Velvet", "เวลเวท"],
  ["Glossy", "กลอสซี่"],
  ["Satin", "ซาติน"],
  ["Matte", "แมตต์"],
  ["Sheer", "เชียร์"],
];
const BANKS = ["กสิกรไทย", "ไทยพาณิชย์", "กรุงเทพ", "กรุงไทย", "กรุงศรีอยุธยา", "ทหารไทยธนชาต"];

/**
 * Fills an empty, migrated shop database. One client, so the numbering tables can be
 * temporary; statements run in order, each a single bulk INSERT … SELECT.
 */
export async function seedBenchShop(client: pg.ClientBase, log: (line: string) => void) {
  const { categories, products, members, orders } = BENCH_SIZES;
  const step = async (label: string, statement: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(statement, values);
    log(`  ${label}: ${result.rowCount ?? 0} rows, ${Math.round(performance.now() - started)} ms`);
  };
  const column = <T>(rows: T[][], index: number) => rows.map((row) => row[index]);
  // The rows are consistent by construction: per-row foreign-key checks and the storefront's
  // change notices (triggers) are skipped while seeding, which halves the time.
  await client.query("set session_replication_role = replica");

  await step(
    "categories",
    `insert into categories (name, description)
     select ($1::text[])[1 + (i - 1) % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (i - 1) / cardinality($1::text[])],
            'หมวดสินค้าลิป ' || i
       from generate_series(1, $3::int) i`,
    [CATEGORY_KINDS, SERIES, categories],
  );
  await client.query(`create temp table bench_categories as select row_number() over (order by name) as n, id from categories`);

  await step(
    "products",
    `insert into products (slug, name, name_thai, description, description_thai, line, price, category_id, created_at)
     select 'bench-lip-' || i,
            ($1::text[])[1 + i % cardinality($1::text[])] || ' ' || ($3::text[])[1 + (i / 7) % cardinality($3::text[])] || ' No.' || lpad(i::text, 5, '0'),
            'ลิป' || ($2::text[])[1 + i % cardinality($2::text[])] || ' ' || ($4::text[])[1 + (i / 7) % cardinality($4::text[])] || ' เบอร์ ' || i,
            'Long-lasting colour.', 'สีติดทนนาน',
            case when i % 2 = 0 then 'glossy' else 'velvet' end,
            19900 + (i * 37 % 40) * 1000,
            c.id,
            now() - i * interval '47 minutes'
       from generate_series(1, $5::int) i
       join bench_categories c on c.n = 1 + i % $6::int`,
    [column(SHADES, 0), column(SHADES, 1), column(FINISHES, 0), column(FINISHES, 1), products, categories],
  );
  await step("stocks", `insert into stocks (product_id, quantity) select id, (hashtext(id::text) & 255) from products`);
  await client.query(
    `create temp table bench_products as select row_number() over (order by slug) as n, id, name, price from products where slug like 'bench-lip-%'`,
  );
  await client.query(`create unique index on bench_products (n)`);

  await client.query(
    `create temp table bench_people as
     select i as n, gen_random_uuid() as id,
            ($1::text[])[1 + i % cardinality($1::text[])] as first_th,
            ($3::text[])[1 + (i / 7) % cardinality($3::text[])] as last_th,
            ($2::text[])[1 + i % cardinality($2::text[])] || '.' || ($4::text[])[1 + (i / 7) % cardinality($4::text[])]
              || i || '@' || ($5::text[])[1 + (i / 3) % cardinality($5::text[])] as email,
            '08' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0') as phone,
            ($6::text[])[1 + (i / 11) % cardinality($6::text[])] as city,
            now() - i * interval '17 minutes' as joined
       from generate_series(1, $7::int) i`,
    [column(FIRST_NAMES, 0), column(FIRST_NAMES, 1), column(LAST_NAMES, 0), column(LAST_NAMES, 1), MAIL_DOMAINS, CITIES, members],
  );
  await client.query(`create unique index on bench_people (n)`);
  await step(
    "members",
    `insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
     select id, first_th || ' ' || last_th, email, true, 'user', joined, joined from bench_people`,
  );
  await step(
    "profiles",
    `insert into profiles (user_id, first_name, last_name, phone, address, city, province, postal_code, membership_tier, loyalty_points)
     select id, first_th, last_th, phone, n || ' ถนนสุขุมวิท', city, city, lpad((10000 + n % 90000)::text, 5, '0'),
            case when n % 20 = 0 then 'vip' else 'standard' end, n % 500
       from bench_people`,
  );

  // Who ordered, how it was paid and where it stands, spread the way a running shop's are.
  await client.query(
    `create temp table bench_orders as
     select i as n, gen_random_uuid() as id,
            1 + ((i::bigint * 7919) % $1::int)::int as person,
            case when i % 100 < 40 then 'promptpay' when i % 100 < 70 then 'bankTransfer' when i % 100 < 85 then 'creditCard' else 'cod' end as method,
            -- i = 1 is the newest order: a day's orders are still being handled, a week's are
            -- on their way or delivered, older ones are delivered or were cancelled.
            case when i <= 300 then (case when i % 20 < 8 then 'pending' when i % 20 < 10 then 'confirmed'
                                          when i % 20 < 16 then 'processing' when i % 20 < 19 then 'shipped' else 'cancelled' end)
                 when i <= 2000 then (case when i % 10 < 6 then 'shipped' when i % 10 < 9 then 'delivered' else 'cancelled' end)
                 else (case when i % 25 < 2 then 'cancelled' else 'delivered' end) end as status,
            19900 + (i * 7 % 131) * 1000 as subtotal,
            case when i % 3 = 0 then 0 else 5000 end as shipping_fee,
            now() - i * interval '5 minutes' as placed
       from generate_series(1, $2::int) i`,
    [members, orders],
  );
  await client.query(`create unique index on bench_orders (n)`);
  await step(
    "orders",
    // Order numbers: i times an odd constant modulo 16^9 is a bijection, so they are unique.
    `insert into orders (id, user_id, order_number, status, payment_status, payment_method, subtotal, shipping_fee, discount, total_amount,
                         shipping_first_name, shipping_last_name, shipping_email, shipping_phone, shipping_address, shipping_city, shipping_postal_code,
                         created_at, updated_at)
     select o.id, p.id, 'ORDER-' || upper(lpad(to_hex((o.n::bigint * 2654435761) % 68719476736), 9, '0')),
            o.status,
            case when o.status = 'cancelled' then 'unpaid'
                 when o.method = 'cod' then (case when o.status = 'delivered' then 'paid' else 'unpaid' end)
                 when o.status = 'pending' then (case when o.n % 2 = 0 then 'pending' else 'unpaid' end)
                 else 'paid' end,
            o.method, o.subtotal, o.shipping_fee, 0, o.subtotal + o.shipping_fee,
            p.first_th, p.last_th, p.email, p.phone, p.n || ' ถนนสุขุมวิท', p.city, lpad((10000 + p.n % 90000)::text, 5, '0'),
            o.placed, o.placed
       from bench_orders o join bench_people p on p.n = o.person`,
  );
  await step(
    "order items",
    `insert into order_items (order_id, product_id, product_name, color_name, unit_price, quantity)
     select o.id, pr.id, pr.name, 'Default', pr.price, 1 + (o.n + line) % 2
       from bench_orders o
       cross join lateral generate_series(1, 1 + o.n % 3) line
       join bench_products pr on pr.n = 1 + ((o.n::bigint * 31 + line * 977) % $1::int)`,
    [products],
  );
  await step(
    "payments",
    `insert into payments (order_id, user_id, payment_method, amount, payment_status, payment_reference, bank_name, account_number,
                           transfer_date, verified_at, created_at, updated_at)
     select o.id, o.user_id, o.payment_method, o.total_amount,
            case when o.payment_status = 'paid' then 'verified' else 'pending' end,
            to_char(o.created_at, 'YYYYMMDD') || upper(substr(md5(o.id::text), 1, 10)),
            ($1::text[])[1 + abs(hashtext(o.id::text)) % cardinality($1::text[])],
            'xxx-x-x' || lpad((abs(hashtext(o.order_number)) % 10000)::text, 4, '0') || '-x',
            o.created_at + interval '10 minutes',
            case when o.payment_status = 'paid' then o.created_at + interval '2 hours' end,
            o.created_at + interval '10 minutes', o.created_at + interval '10 minutes'
       from orders o
      where o.payment_method <> 'cod' and o.payment_status in ('pending', 'paid')`,
    [BANKS],
  );
  // A running shop's tables have been vacuumed (autovacuum): visibility maps set, so counts
  // and pages can be read from an index alone, as they would be in production.
  await client.query("reset session_replication_role");
  // The triggers that keep the per-day sales sums were skipped too: fill them as the migration
  // that made them filled them from the orders there were (decision 088).
  for (const [index, statement] of (await salesSumsBackFill()).entries()) await step(`sales sums ${index + 1}`, statement);
  await client.query("vacuum analyze");
}

/** The back-fill statements of the sales sums' migration, whatever number the merge gave it. */
async function salesSumsBackFill(): Promise<string[]> {
  const file = (await readdir(MIGRATIONS_FOLDER)).find((name) => name.endsWith("_sales_days.sql"));
  if (!file) throw new Error("No *_sales_days.sql migration found.");
  const text = await readFile(path.join(MIGRATIONS_FOLDER, file), "utf8");
  const statements = text
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => /^INSERT INTO (sales_days|product_sales_days) \(/.test(statement));
  if (statements.length !== 2) throw new Error(`Expected the two back-fill statements in ${file}, found ${statements.length}.`);
  return statements;
}
