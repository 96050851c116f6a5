import { afterAll, beforeAll } from "vitest";
import { createMailTransport, type MailTransport } from "../mail-transport";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server";

/** A real SMTP server and the shop's transport to it, for the tests of one file. */
export function provideSmtpWithTransport() {
  let smtp: SmtpTestServer | undefined;
  let transport: MailTransport | undefined;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    transport = createMailTransport(smtp.url);
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
  });
  const ready = <T>(value: T | undefined) => {
    if (!value) throw new Error("The SMTP server is ready only inside tests.");
    return value;
  };
  return {
    get smtp() {
      return ready(smtp);
    },
    get transport() {
      return ready(transport);
    },
  };
}
