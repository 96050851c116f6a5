import { answerChatActionRequest } from "../../server/shop/chat/chat-requests";
import type { Route } from "./+types/api.chat.actions";

/** POST /api/chat/actions — the member confirms a step the chat proposed on their own order (issue 37). */
export function action({ request }: Route.ActionArgs) {
  return answerChatActionRequest(request);
}
