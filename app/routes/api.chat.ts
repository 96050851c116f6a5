import { answerChatHistoryRequest, answerChatMessageRequest } from "../../server/shop/chat/chat-requests";
import type { Route } from "./+types/api.chat";

/** GET /api/chat — the member's chat history (issue 12). */
export function loader({ request }: Route.LoaderArgs) {
  return answerChatHistoryRequest(request);
}

/** POST /api/chat — send a message; the reply streams back as NDJSON. */
export function action({ request }: Route.ActionArgs) {
  return answerChatMessageRequest(request);
}
