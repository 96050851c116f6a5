import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { validate } from "promptparse";
import { afterAll, beforeAll } from "vitest";

/** A transfer the stand-in's bank knows, as an EasySlip-shaped `data` answer carries it (amount in baht). */
export type StandInTransfer = {
  amountBaht: number;
  date: Date;
  receiver: { nameTh: string; bankAccount: string; proxy?: string };
  /** What the provider reports as the reference; the QR's own unless a test says otherwise. */
  transRef?: string;
};

export const STAND_IN_API_KEY = "test-slip-key";

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A slip-verification provider on this machine, answering as EasySlip's `POST /verify` does: a
 * bearer API key, `{ payload }` in, `{ status: 200, data }` for a slip its bank knows, 404
 * `slip_not_found` otherwise, 401 for a wrong key. `hang()` makes it accept and never answer
 * (a slow provider); `stop()` closes it (a provider that is down).
 */
export function provideStandInSlipProvider() {
  const transfers = new Map<string, StandInTransfer>();
  const asked: { authorization: string | undefined; payload: string }[] = [];
  let hanging = false;
  let server: Server | undefined;
  let url = "";
  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const raw = await bodyOf(request);
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (request.method !== "POST" || request.headers.authorization !== `Bearer ${STAND_IN_API_KEY}`)
        return answer(401, { status: 401, message: "unauthorized" });
      const payload = (JSON.parse(raw) as { payload?: string }).payload ?? "";
      asked.push({ authorization: request.headers.authorization, payload });
      if (hanging) return;
      const slip = validate.slipVerify(payload);
      if (!slip) return answer(400, { status: 400, message: "invalid_payload" });
      const transfer = transfers.get(slip.transRef);
      if (!transfer) return answer(404, { status: 404, message: "slip_not_found" });
      const party = (nameTh: string, account: string, proxy?: string) => ({
        bank: { id: "004", name: "ธนาคารกสิกรไทย", short: "KBANK" },
        account: { name: { th: nameTh, en: "" }, bank: { type: "BANKAC", account }, ...(proxy ? { proxy: { type: "MSISDN", account: proxy } } : {}) },
      });
      answer(200, {
        status: 200,
        data: {
          payload,
          transRef: transfer.transRef ?? slip.transRef,
          date: transfer.date.toISOString(),
          countryCode: "TH",
          amount: { amount: transfer.amountBaht, local: { amount: 0, currency: "" } },
          fee: 0,
          ref1: "",
          ref2: "",
          ref3: "",
          sender: party("นาย ส***", "xxx-x-x1111-x"),
          receiver: party(transfer.receiver.nameTh, transfer.receiver.bankAccount, transfer.receiver.proxy),
        },
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/api/v1/verify`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return {
    get url() {
      return url;
    },
    asked,
    /** The bank knows this transfer under the slip reference `transRef`. */
    knows: (transRef: string, transfer: StandInTransfer) => transfers.set(transRef, transfer),
    hang: (on: boolean) => {
      hanging = on;
    },
  };
}
