import { redirect } from "react-router";
import { shopAuth } from "./auth-instance";
import { noticeCookieHeader } from "../http/notice";
import { lookUpSession } from "./session-lookup";

export type SignedInUser = {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
};

/** The signed-in user behind a request, or null for a guest. */
export async function currentUser(request: Request): Promise<SignedInUser | null> {
  const auth = shopAuth();
  // The ordinary cases cheaply, the rest by Better Auth itself (session-lookup.ts).
  const found = await lookUpSession(auth, request.headers.get("cookie"));
  const user = found === "ask-better-auth" ? ((await auth.api.getSession({ headers: request.headers }))?.user ?? null) : found;
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    // The role is read from the user's own row on every request, never from the browser;
    // anything but exactly "admin" (missing, unknown, unreadable) means not an admin.
    isAdmin: (user as { role?: unknown }).role === "admin",
  };
}

/** The redirect that sends a guest to /auth and, once signed in, back to where they were going. */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Guests are sent to /auth, remembering where they were going. */
export async function requireUser(request: Request): Promise<SignedInUser> {
  const user = await currentUser(request);
  if (!user) throw signInRedirect(request);
  return user;
}

/** Guests go to /auth; signed-in non-admins go home with 'ไม่มีสิทธิ์เข้าถึง'. */
export async function requireAdmin(request: Request): Promise<SignedInUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) {
    throw redirect("/", { headers: { "Set-Cookie": noticeCookieHeader("access-denied") } });
  }
  return user;
}
