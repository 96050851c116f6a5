// The member's after-sale forms as the request page posts them (decision 104): the photos checked
// and stored first, then the request judged against the locked order (member-requests.ts); the
// photos removed again when it is refused or fails. And the private files, served to their own.
import { REQUEST_PHOTOS_MAX } from "../../../domain/after-sale/after-sale-policy";
import type { RequestInput, RequestLine } from "../../../domain/after-sale/after-sale-requests";
import { afterSaleTexts as t } from "../../../domain/after-sale/after-sale-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { AuditActor } from "../../platform/db/audit-trail";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { answerRequest, openRequest } from "./member-requests";
import { readRequestFile, removeRequestFiles, storeRequestPhotos } from "./request-files";
import { afterSaleFileForViewer } from "./request-views";

/** Stores the photos, runs `write` with their names, and removes them when it refuses or throws. */
async function withStoredPhotos<T>(directory: string, files: readonly File[], write: (photos: string[]) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  if (files.length > REQUEST_PHOTOS_MAX) return refused(422, t.tooManyPhotos(REQUEST_PHOTOS_MAX), "photos");
  const stored = await storeRequestPhotos(directory, files, "photos");
  if (!stored.ok) return stored;
  let outcome: Outcome<T> | undefined;
  try {
    outcome = await write(stored.value);
    return outcome;
  } finally {
    if (!outcome?.ok) await removeRequestFiles(directory, stored.value);
  }
}

/** "ส่งคำขอ" on /order-request: a cancellation, an address or shade change, or a return with its photos. */
export function sendRequest(
  db: ShopDatabase,
  member: AuditActor,
  orderNumber: string,
  input: RequestInput,
  asked: { lines: readonly RequestLine[]; files: readonly File[] },
  directory: string,
): Promise<Outcome<{ requestId: string }>> {
  return withStoredPhotos(directory, asked.files, (photos) => openRequest(db, member, orderNumber, input, { lines: asked.lines, photos }));
}

/** "ส่งข้อมูลเพิ่ม": the member's answer to what staff asked, perhaps with more photos. */
export function sendAnswer(
  db: ShopDatabase,
  member: AuditActor,
  orderNumber: string,
  input: { requestId: string; details: string },
  files: readonly File[],
  directory: string,
): Promise<Outcome> {
  return withStoredPhotos(directory, files, (photos) => answerRequest(db, member, orderNumber, input, photos));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHOTO_INDEX = /^[0-9]{1,2}$/;

export type AfterSaleFile = { bytes: Buffer; contentType: string; fileName: string };

/**
 * A request's photo (`/order-request/files/<requestId>/<index>`) or a refund's slip
 * (`/order-request/refund-slips/<refundId>`): for the order's member and staff; anyone else, a
 * guest, a malformed id or a missing file gets the same null (a 404).
 */
export async function servedAfterSaleFile(
  db: DatabaseOrTransaction,
  viewer: { id: string; isAdmin: boolean } | null,
  file: { kind: "photo"; requestId: string; index: string } | { kind: "slip"; refundId: string },
  directory: string,
): Promise<AfterSaleFile | null> {
  if (!viewer) return null;
  let name: string | null;
  let fileName: string;
  if (file.kind === "photo") {
    if (!UUID.test(file.requestId) || !PHOTO_INDEX.test(file.index)) return null;
    const index = Number(file.index);
    name = await afterSaleFileForViewer(db, viewer, { kind: "photo", requestId: file.requestId, index });
    fileName = `request-photo-${index + 1}`;
  } else {
    if (!UUID.test(file.refundId)) return null;
    name = await afterSaleFileForViewer(db, viewer, { kind: "slip", refundId: file.refundId });
    fileName = "refund-slip";
  }
  if (!name) return null;
  const stored = await readRequestFile(directory, name);
  if (!stored) return null;
  return { ...stored, fileName: `${fileName}${name.slice(name.lastIndexOf("."))}` };
}
