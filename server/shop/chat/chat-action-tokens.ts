// The chat's one-use confirmation tokens (decision 108): the browser holds the token, the table its
// hash bound to the member, the action and its arguments.
import { createHash, randomBytes } from "node:crypto";
import { CHAT_ACTION_LIFETIME_MS, type ChatActionKind, type ChatProposal } from "../../../domain/chat/chat-actions";
import type { ShopDatabase } from "../../platform/db/database";
import { chatActionTokens } from "../../platform/db/schema";

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Keeps the action and its arguments under a fresh token's hash; the browser gets the token alone. */
export async function proposeAction(
  db: ShopDatabase,
  memberId: string,
  action: ChatActionKind,
  args: Record<string, string>,
  now: Date,
  words: { summary: string; confirmLabel: string },
): Promise<ChatProposal> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + CHAT_ACTION_LIFETIME_MS);
  await db.insert(chatActionTokens).values({ tokenHash: tokenHash(token), userId: memberId, action, args, expiresAt, createdAt: now });
  return { kind: "confirm", token, expiresAt: expiresAt.toISOString(), ...words };
}
