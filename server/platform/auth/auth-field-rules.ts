import { APIError } from "better-auth/api";
import { z } from "zod";
import {
  changePasswordSchema,
  displayNameSchema,
  emailSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../../../domain/auth/auth-forms";
import { parseForm } from "../../../domain/shared/form-contract";
import { authTexts } from "../../../domain/auth/auth-texts";
import { passwordTexts } from "../../../domain/auth/password-texts";
import { requestTexts } from "../../../domain/shared/request-texts";
import { PASSWORD_MAX_LENGTH } from "../../../domain/auth/password";

export const INVALID_FIELD_CODE = "INVALID_FIELD";

type Body = Record<string, unknown>;
/** The first problem with a body, as a Thai message, or null. */
type FieldRule = (body: Body) => string | null;

const problemOf = <S extends z.ZodType>(schema: S, values: Body) => {
  const parsed = parseForm(schema, values);
  return parsed.ok ? null : parsed.message;
};

/** Only present fields are checked: Better Auth itself says which ones it requires. */
const whenGiven = (value: unknown, check: () => string | null) => (value === undefined ? null : check());

// The shop keeps pictures in its own profiles (uploaded, re-encoded); a URL set through the
// auth API would be shown nowhere and only grow every session read.
const noImage: FieldRule = (body) => (body.image === undefined || body.image === null ? null : requestTexts.badRequest);

const nameRule: FieldRule = (body) => whenGiven(body.name, () => problemOf(z.object({ name: displayNameSchema }), body));
const emailRule =
  (field: string): FieldRule =>
  (body) =>
    whenGiven(body[field], () => problemOf(z.object({ [field]: emailSchema(authTexts.emailRequired) }), body));
const passwordLengthRule =
  (field: string): FieldRule =>
  (body) =>
    typeof body[field] === "string" && body[field].length > PASSWORD_MAX_LENGTH ? passwordTexts.tooLong : null;

/**
 * The shop's form rules (the same zod schemas from `domain/`) for every Better Auth endpoint
 * that takes a value a shop form also takes, so a value sent straight to /api/auth/* meets
 * the same limits as one typed into the shop's pages.
 */
const FIELD_RULES: Readonly<Record<string, readonly FieldRule[]>> = {
  "/sign-up/email": [(body) => problemOf(signUpSchema, { ...body, confirmPassword: body.password }), noImage],
  "/sign-in/email": [(body) => problemOf(signInSchema, body), passwordLengthRule("password")],
  "/update-user": [nameRule, noImage],
  "/change-email": [emailRule("newEmail")],
  "/change-password": [(body) => problemOf(changePasswordSchema, { ...body, confirmPassword: body.newPassword }), passwordLengthRule("currentPassword")],
  "/reset-password": [(body) => problemOf(resetPasswordSchema, { password: body.newPassword, confirmPassword: body.newPassword })],
  "/request-password-reset": [(body) => problemOf(forgotPasswordSchema, body)],
  "/verify-password": [passwordLengthRule("password")],
  "/admin/create-user": [(body) => problemOf(signUpSchema, { ...body, confirmPassword: body.password })],
  "/admin/update-user": [(body) => (isBody(body.data) ? (nameRule(body.data) ?? emailRule("email")(body.data) ?? noImage(body.data)) : null)],
  "/admin/set-user-password": [(body) => problemOf(resetPasswordSchema, { password: body.newPassword, confirmPassword: body.newPassword })],
};

/** Better Auth endpoints whose bodies the shop checks (the malformed-input walk reads this). */
export const CHECKED_AUTH_PATHS = Object.keys(FIELD_RULES);

function isBody(value: unknown): value is Body {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Throws Better Auth's 400 with the Thai message of the first rule a request body breaks.
 * Runs first in the auth `before` hook, for HTTP calls and the shop's own `auth.api.*` calls.
 */
export function enforceFieldRules(path: string, body: unknown) {
  const rules = FIELD_RULES[path];
  if (!rules) return;
  if (!isBody(body)) throw new APIError("BAD_REQUEST", { message: requestTexts.badRequest, code: INVALID_FIELD_CODE });
  for (const rule of rules) {
    const problem = rule(body);
    if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: INVALID_FIELD_CODE });
  }
}
