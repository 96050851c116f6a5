import type { DatabaseOrTransaction } from "./database";

/**
 * A query the storefront runs on nearly every page, built once per database handle and kept
 * as a named PostgreSQL prepared statement: the SQL text is not assembled again for every
 * request, and each pooled connection parses and plans it once instead of every time
 * (decision 051). Values that change per call are `sql.placeholder`s given to `execute`.
 *
 * `prepare` must always build the same SQL for the same name: PostgreSQL keeps one statement
 * per name and connection.
 */
export function preparedQuery<Prepared>(prepare: (db: DatabaseOrTransaction) => Prepared): (db: DatabaseOrTransaction) => Prepared {
  const byHandle = new WeakMap<DatabaseOrTransaction, Prepared>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}
