import { z } from "zod";
import { authTexts } from "./auth-texts";
import { passwordTexts } from "./password-texts";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "./password";
import { isReservedEmail } from "./reserved-email";

export const DISPLAY_NAME_MAX_LENGTH = 100;

const m = authTexts;

// A missing field or a File where text was expected reads as "not filled in", which is
// what the shopper would see anyway.
const text = (required: string) => z.string({ error: required }).trim().min(1, required);
const secret = (required: string) => z.string({ error: required }).min(1, required);

/** Trimmed, lower-cased, ≤ 255 characters, email-shaped, deliverable. */
export const emailSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(EMAIL_MAX_LENGTH, m.emailTooLong)
    .pipe(z.email(m.invalidEmail).refine((email) => !isReservedEmail(email), m.invalidEmail));

function requireMatch(password: string, confirmation: string, field: string) {
  return (value: Record<string, string>, ctx: z.RefinementCtx) => {
    if (value[password] !== value[confirmation]) {
      ctx.addIssue({ code: "custom", message: m.passwordMismatch, path: [field] });
    }
  };
}

// Reset and change-password only ask for 8+ characters (spec §5); the 128 cap still
// applies because the auth server refuses longer ones.
const newPassword = (required: string) => secret(required).min(PASSWORD_MIN_LENGTH, passwordTexts.tooShort).max(PASSWORD_MAX_LENGTH, passwordTexts.tooLong);

// Each form checks "everything filled in?" first, then formats, then cross-field rules:
// the pipe only runs the second stage once the first has passed, which fixes that order.

export const signInSchema = z
  .object({ email: text(m.signInRequired), password: secret(m.signInRequired) })
  .pipe(z.object({ email: emailSchema(m.signInRequired), password: z.string() }));
export type SignInInput = z.output<typeof signInSchema>;

/** A member's display name, as sign-up and every other way of setting it accept it. */
export const displayNameSchema = text(m.signUpRequired).pipe(z.string().max(DISPLAY_NAME_MAX_LENGTH, m.nameTooLong));

export const signUpSchema = z
  .object({
    name: text(m.signUpRequired),
    email: text(m.signUpRequired),
    password: secret(m.signUpRequired),
    confirmPassword: secret(m.signUpRequired),
  })
  .pipe(
    z
      .object({
        name: displayNameSchema,
        email: emailSchema(m.signUpRequired),
        password: z.string(),
        confirmPassword: z.string(),
      })
      .superRefine((value, ctx) => {
        requireMatch("password", "confirmPassword", "confirmPassword")(value, ctx);
        if (value.password !== value.confirmPassword) return;
        const problem = passwordProblem(value.password);
        if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["password"] });
      }),
  );
export type SignUpInput = z.output<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema(m.emailRequired) });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/** The field a refused password reset names when the link itself is bad, used or expired (the page then offers a new link). */
export const RESET_LINK_FIELD = "token";

export const resetPasswordSchema = z
  .object({ password: secret(m.resetRequired), confirmPassword: secret(m.resetRequired) })
  .pipe(
    z
      .object({ password: newPassword(m.resetRequired), confirmPassword: z.string() })
      .superRefine(requireMatch("password", "confirmPassword", "confirmPassword")),
  );
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: secret(m.changePasswordRequired),
    newPassword: secret(m.changePasswordRequired),
    confirmPassword: secret(m.changePasswordRequired),
  })
  .pipe(
    z
      .object({
        currentPassword: z.string(),
        newPassword: newPassword(m.changePasswordRequired),
        confirmPassword: z.string(),
      })
      .superRefine(requireMatch("newPassword", "confirmPassword", "confirmPassword")),
  );
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
