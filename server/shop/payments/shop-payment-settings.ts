import {
  bankAccountSettingSchema,
  PAYMENT_BANK_ACCOUNT_KEY,
  PAYMENT_PROMPTPAY_KEY,
  promptPaySettingSchema,
  type BankAccountSetting,
  type PromptPaySetting,
} from "../../../domain/payments/payment-proof";
import { readSiteConfig } from "../content/site-config";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { logger } from "../../platform/logger";

export type ShopPaymentSettings = {
  /** Null when unset or invalid: the page then offers no QR rather than one paying a stranger. */
  promptPay: PromptPaySetting | null;
  bankAccount: BankAccountSetting | null;
};

/** The shop's PromptPay id and bank account from site_config, each validated before use. */
export async function readShopPaymentSettings(db: DatabaseOrTransaction): Promise<ShopPaymentSettings> {
  const config = await readSiteConfig(db, [PAYMENT_PROMPTPAY_KEY, PAYMENT_BANK_ACCOUNT_KEY]);
  return {
    promptPay: validSetting(PAYMENT_PROMPTPAY_KEY, promptPaySettingSchema, config[PAYMENT_PROMPTPAY_KEY]),
    bankAccount: validSetting(PAYMENT_BANK_ACCOUNT_KEY, bankAccountSettingSchema, config[PAYMENT_BANK_ACCOUNT_KEY]),
  };
}

function validSetting<T>(key: string, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, value: unknown): T | null {
  if (value === undefined) return null;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  // The value itself is not logged: it may be a mistyped account number.
  logger.warn("A payment setting in site_config is invalid and is not shown", { key });
  return null;
}
