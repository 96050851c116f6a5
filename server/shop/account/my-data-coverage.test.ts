import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../platform/db/schema";
import { EXPORTED_LINKS, NOT_EXPORTED_LINKS } from "./my-data-coverage";
import { SECTIONS } from "./my-data";

type Link = { table: string; column: string; target: string };

/** Every foreign key of the schema, one row per column. */
function schemaLinks(): Link[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.foreignKeys.flatMap((key) => {
        const reference = key.reference();
        const target = getTableConfig(reference.foreignTable).name;
        return reference.columns.map((column) => ({ table: config.name, column: column.name, target }));
      });
    });
}

/** The links that point at a member or at a row that is theirs, following the keys from `user` outwards. */
function memberLinks(links: Link[]): string[] {
  const theirs = new Set(["user"]);
  for (let grown = true; grown;) {
    grown = false;
    for (const link of links) {
      if (theirs.has(link.target) && !theirs.has(link.table)) {
        theirs.add(link.table);
        grown = true;
      }
    }
  }
  return links.filter((link) => theirs.has(link.target)).map((link) => `${link.table}.${link.column}`);
}

describe("the data export's coverage of the schema", () => {
  it("names every link to a member's data once: in a section of the file, or left out with its reason", () => {
    const links = memberLinks(schemaLinks());
    expect(links.length).toBeGreaterThan(20);
    const listed = [...Object.keys(EXPORTED_LINKS), ...Object.keys(NOT_EXPORTED_LINKS)];
    const unlisted = links.filter((link) => !listed.includes(link));
    expect(unlisted, "a table holds a member's data that the export neither shows nor explains (my-data-coverage.ts)").toEqual([]);
    expect(
      listed.filter((link) => !links.includes(link)),
      "listed but not in the schema any more",
    ).toEqual([]);
    expect(Object.keys(EXPORTED_LINKS).filter((link) => link in NOT_EXPORTED_LINKS)).toEqual([]);
    for (const section of Object.values(EXPORTED_LINKS)) expect(Object.keys(SECTIONS)).toContain(section);
    for (const reason of Object.values(NOT_EXPORTED_LINKS)) expect(reason.length).toBeGreaterThan(20);
  });
});
