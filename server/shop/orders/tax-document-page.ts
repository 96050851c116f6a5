import { data } from "react-router";
import { requireUser } from "../../platform/auth/guards";
import { database, type DatabaseOrTransaction } from "../../platform/db/database";
import type { OrderViewer } from "./order-access";

/**
 * The loader of a tax document's page (the invoice, a credit note): a guest signs in first; the
 * order's owner or staff get the document as issued, anyone else a 404 with none, so numbers
 * cannot be probed. `staff` says where the page's "back" leads.
 */
export async function taxDocumentPage<Document>(request: Request, read: (db: DatabaseOrTransaction, viewer: OrderViewer) => Promise<Document | null>) {
  const viewer = await requireUser(request);
  const document = await read(database(), viewer);
  if (!document) return data({ document: null, staff: viewer.isAdmin }, { status: 404 });
  return { document, staff: viewer.isAdmin };
}
