import { LoaderCircle, Upload } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { PAYMENT_PROOF_MAX_BYTES } from "../../../domain/limits";
import { messages } from "../../../domain/messages";
import { THAI_BANKS } from "../../../domain/thai-banks";
import type { ProofFormResult } from "./proof-form-result";

const m = messages.payment;
const ACCEPT = "image/jpeg,image/png,image/gif,application/pdf,.jpg,.jpeg,.png,.gif,.pdf";

/**
 * A plain multipart form, so it works before (or without) scripts. With scripts, a missing
 * or oversized file is caught here first, sparing a 5 MB+ upload on a phone connection; the
 * server checks presence, size and content again either way.
 */
export function ProofUploadForm({ result }: { result: ProofFormResult | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [localError, setLocalError] = useState<string | null>(null);
  const serverError = result && !result.ok ? result : null;
  const error = localError ?? serverError?.message ?? null;
  const invalid = localError ? "proof" : serverError?.field;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("proof");
    const problem =
      !(file instanceof File) || file.size === 0 ? m.proofRequired : file.size > PAYMENT_PROOF_MAX_BYTES ? messages.files.tooLarge : null;
    setLocalError(problem);
    if (problem) event.preventDefault();
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
      aria-describedby={error ? "proof-error" : undefined}
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-700">
        <Upload className="size-5" aria-hidden />
        {m.proofTitle}
      </h2>
      <div className="space-y-1">
        <label htmlFor="proof" className="block text-sm font-medium">
          {m.proofFile} <span className="text-red-600">*</span>
        </label>
        <input
          id="proof"
          name="proof"
          type="file"
          accept={ACCEPT}
          required
          aria-invalid={invalid === "proof" || undefined}
          aria-describedby="proof-hint"
          className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700"
        />
        <p id="proof-hint" className="text-xs text-gray-500">
          {messages.files.proofTypesHint} · {messages.files.proofTooLargeHint}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="transferTime" className="block text-sm font-medium">
            {m.transferTime}
          </label>
          <input
            id="transferTime"
            name="transferTime"
            type="datetime-local"
            aria-invalid={invalid === "transferTime" || undefined}
            className="block w-full rounded-lg border border-gray-300 px-3 py-2"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="bankName" className="block text-sm font-medium">
            {m.transferBank}
          </label>
          <select
            id="bankName"
            name="bankName"
            defaultValue=""
            aria-invalid={invalid === "bankName" || undefined}
            className="block w-full rounded-lg border border-gray-300 px-3 py-2"
          >
            <option value="">{m.chooseBank}</option>
            {THAI_BANKS.map((bank) => (
              <option key={bank} value={bank}>
                {bank}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <div id="proof-error" role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{error}</p>
          {error === m.proofSubmitFailed ? <p>{m.proofSubmitFailedHint}</p> : null}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
        {busy ? m.sending : m.submitProof}
      </button>
    </Form>
  );
}
