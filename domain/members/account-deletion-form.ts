import { z } from "zod";
import { DELETE_ACCOUNT_PHRASE, myDataTexts } from "./my-data-texts";
import { PASSWORD_MAX_LENGTH } from "../auth/password";
import { passwordTexts } from "../auth/password-texts";

/**
 * The "ลบบัญชี" form (decision 074): the password for an account that has one, or the typed
 * phrase for one that signs in only with Google or LINE. Which one is needed is the server's
 * to decide (it knows the account); both are optional here and checked there.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH, passwordTexts.tooLong).optional().default(""),
  confirmation: z.string().max(100, myDataTexts.phraseWrong(DELETE_ACCOUNT_PHRASE)).optional().default(""),
});
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;
