import { recordClientSecurityReport } from "../../server/platform/auth/client-security-report";
import type { Route } from "./+types/api.security-log";

/** POST /api/security-log — validation, limits and recording live in the server module. */
export function action({ request }: Route.ActionArgs) {
  return recordClientSecurityReport(request);
}

export function loader() {
  return Response.json({ error: "method_not_allowed", message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
