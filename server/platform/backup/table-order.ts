import type pg from "pg";

/**
 * The shop's tables (schema public) in an order that loads without breaking a foreign key:
 * every table after the tables it references. A table referencing itself needs no order: a
 * foreign key is checked when its COPY statement ends, with all its rows in.
 */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const tables = (await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename")).rows.map(
    (row) => row.name,
  );
  const references = (
    await client.query<{ child: string; parent: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
    )
  ).rows;
  const unquote = (name: string) => name.replace(/^"(.*)"$/, "$1");
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) parentsOf.get(unquote(child))?.add(unquote(parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parentsOf.get(table) ?? []) visit(parent, path);
    path.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}
