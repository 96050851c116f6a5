import path from "node:path";

/**
 * Where private files live on disk (or under the same key in the bucket): DATA_DIR/private,
 * outside the public /media folder. The platform owns the layout so the backup can copy it
 * without knowing the shop modules that write there (decision 060).
 */
export const paymentProofsDir = (dataDir: string) => path.join(dataDir, "private", "payment-proofs");
