import { answerHandoverRequest } from "../../server/shop/chat/chat-requests";
import type { Route } from "./+types/api.chat.handover";

/** POST /api/chat/handover — "คุยกับเจ้าหน้าที่": the member's chat goes to the staff's inbox (issue 37). */
export function action({ request }: Route.ActionArgs) {
  return answerHandoverRequest(request);
}
