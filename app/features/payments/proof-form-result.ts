/** What the proof upload answers: the success view, or one Thai message (for one field). */
export type ProofFormResult = { ok: true } | { ok: false; message: string; field?: "proof" | "bankName" | "transferTime" };
