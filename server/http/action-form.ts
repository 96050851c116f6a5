import { data } from "react-router";
import { messages } from "../../domain/messages";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * The one reader of form bodies for route actions. Anything a shop form cannot have sent —
 * JSON, plain text, no content type, a multipart body that does not parse — is thrown as a
 * 415 or 400 with a Thai message (React Router renders it in the error boundary with that
 * status), so a bad body is the client's error, never a 500. The size of the body was
 * already capped by the HTTP layer (`body-limit.ts`).
 */
export async function readActionForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.test(contentType)) {
    await discardBody(request);
    throw data(messages.requests.unsupportedType, { status: 415, statusText: "Unsupported Media Type" });
  }
  try {
    return await request.formData();
  } catch {
    throw data(messages.requests.malformed, { status: 400, statusText: "Bad Request" });
  }
}

/**
 * Reads a refused body to its end and drops it, chunk by chunk (the HTTP layer's cap bounds it).
 * Cancelling the stream instead destroys the connection, and a client still sending — the faster
 * the refusal, the likelier — sees no answer at all instead of the 415.
 */
async function discardBody(request: Request) {
  if (!request.body) return;
  const reader = request.body.getReader();
  try {
    while (!(await reader.read()).done) {
      // dropped
    }
  } catch {
    // The client went away: nobody is waiting for the answer either.
  }
}
