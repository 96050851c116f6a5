import path from "node:path";

/**
 * Where private files live on disk (or under the same key in the bucket): DATA_DIR/private,
 * outside the public /media folder. The platform owns the layout so the backup can copy it
 * without knowing the shop modules that write there (decision 060).
 */
export const PRIVATE_FOLDERS = ["payment-proofs", "after-sale"] as const;
export type PrivateFolder = (typeof PRIVATE_FOLDERS)[number];

export const privateFilesDir = (dataDir: string, folder: PrivateFolder) => path.join(dataDir, "private", folder);
export const paymentProofsDir = (dataDir: string) => privateFilesDir(dataDir, "payment-proofs");
/** A return's photos and a refund's transfer slips (decision 104): the member's and staff's eyes only. */
export const afterSaleFilesDir = (dataDir: string) => privateFilesDir(dataDir, "after-sale");
