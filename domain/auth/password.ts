import { passwordTexts } from "./password-texts";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_CHARACTER_CLASSES = 3;
export const EMAIL_MAX_LENGTH = 255;

// Anything that is not an ASCII letter or digit counts as "special", so Thai letters
// and emoji make a password stronger rather than being rejected.
const CHARACTER_CLASSES: readonly RegExp[] = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

export function passwordCharacterClasses(password: string): number {
  return CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
}

/** The spec's Thai message for the first rule the password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  // UTF-16 length, the same measure the auth server and HTML maxlength use, so the
  // browser never accepts a password that the server then refuses.
  if (password.length < PASSWORD_MIN_LENGTH) return passwordTexts.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordTexts.tooLong;
  if (passwordCharacterClasses(password) < PASSWORD_MIN_CHARACTER_CLASSES) return passwordTexts.tooWeak;
  return null;
}
