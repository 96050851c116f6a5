import { afterAll, beforeAll } from "vitest";
import { startSmtpTestServer, type SmtpTestServer } from "../../../server/platform/mail/test-support/smtp-test-server";
import { startOwnShop, type OwnShop } from "./shop-process";

/**
 * A journey's own shop, without the demo data, whose mail goes to a real SMTP server started for
 * it: both started before the file's tests and stopped after them. `admin` is the shop's admin.
 */
export function provideMailingShop(name: string, admin: { email: string; password: string }): { readonly shop: OwnShop; readonly smtp: SmtpTestServer } {
  let smtp: SmtpTestServer | undefined;
  let shop: OwnShop | undefined;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    shop = await startOwnShop(name, {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Glossy & Velvet <no-reply@shop.test>",
      SEED_DEMO_DATA: "false",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
  });
  afterAll(async () => {
    await shop?.stop();
    await smtp?.close();
  });
  return {
    get shop() {
      if (!shop) throw new Error("The mailing shop is ready only inside tests.");
      return shop;
    },
    get smtp() {
      if (!smtp) throw new Error("The mailing shop is ready only inside tests.");
      return smtp;
    },
  };
}
