import { useState } from "react";
import type { ChatProposal } from "../../../domain/chat/chat-actions";
import { chatActionTexts, handoverTexts } from "../../../domain/chat/chat-handover-texts";
import { toast } from "../../ui/toasts";
import { confirmChatAction } from "./chat-client";

/**
 * A step the chat proposes on the member's own data (issue 37): its summary and one button
 * naming it — nothing happens until it is pressed — or the link to the page that finishes it,
 * or choices, each sending its words as the member's next message (`onChoose`).
 */
export function ProposalCard({ proposal, onChoose, busy }: { proposal: ChatProposal; onChoose: (message: string) => void; busy: boolean }) {
  const [state, setState] = useState<{ kind: "idle" | "busy" } | { kind: "done" | "refused"; message: string; href?: string | null; hrefLabel?: string }>({
    kind: "idle",
  });
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-white p-2 text-xs">
      <p className="font-semibold text-ink">{proposal.summary}</p>
      {proposal.kind === "choose" ? (
        <span className="flex flex-wrap gap-2">
          {proposal.choices.map((choice) => (
            <button
              key={choice.message}
              type="button"
              disabled={busy}
              onClick={() => onChoose(choice.message)}
              className="min-h-9 rounded-lg border border-brand-300 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
            >
              {choice.label}
            </button>
          ))}
        </span>
      ) : proposal.kind === "link" ? (
        <a href={proposal.href} className="min-h-9 self-start rounded-lg bg-brand-600 px-3 py-2 font-semibold text-white hover:bg-brand-700">
          {proposal.linkLabel}
        </a>
      ) : state.kind === "done" || state.kind === "refused" ? (
        <p role="status" className={state.kind === "done" ? "text-emerald-800" : "text-red-800"}>
          {state.message}
          {state.kind === "done" && state.href ? (
            <>
              {" "}
              <a href={state.href} className="font-semibold underline">
                {state.hrefLabel ?? chatActionTexts.orderPage}
              </a>
            </>
          ) : null}
        </p>
      ) : (
        <button
          type="button"
          disabled={state.kind === "busy"}
          className="min-h-9 self-start rounded-lg bg-brand-600 px-3 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
          onClick={async () => {
            setState({ kind: "busy" });
            const answer = await confirmChatAction(proposal.token);
            if (answer.ok) {
              setState({ kind: "done", message: answer.value.message, href: answer.value.href, hrefLabel: answer.value.hrefLabel });
              toast.success(answer.value.message);
            } else setState({ kind: "refused", message: answer.message });
          }}
        >
          {state.kind === "busy" ? chatActionTexts.confirming : proposal.confirmLabel}
        </button>
      )}
    </div>
  );
}

/** "คุยกับเจ้าหน้าที่", offered under a reply and in the chat's header. */
export function AskForStaffButton({ onAsk, busy, className }: { onAsk: () => void; busy: boolean; className: string }) {
  return (
    <button type="button" disabled={busy} onClick={onAsk} className={className}>
      {handoverTexts.askForStaff}
    </button>
  );
}
