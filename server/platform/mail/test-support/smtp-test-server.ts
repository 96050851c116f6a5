import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpTestServer = {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** While true, every recipient is refused with a 550. */
  refuse: (value: boolean) => void;
  /** Resolves with the first mail (already received or still to come) that matches. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives. */
export function startSmtpTestServer(host = "127.0.0.1"): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse) callback(new Error("Mailbox unavailable"));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
        for (const wake of waiters) wake();
      });
    },
  });

  const waitFor: SmtpTestServer["waitFor"] = (match, timeoutMs = 15_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = received.find(match);
        if (!found) return false;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(found);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`No matching mail within ${timeoutMs} ms (received ${received.length}).`));
      }, timeoutMs);
      if (!check()) waiters.add(wake);
    });

  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.listen(0, host, () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://${host}:${port}`,
        received,
        refuse: (value) => {
          refuse = value;
        },
        waitFor,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** The decoded text of a received mail's plain-text part (nodemailer sends it quoted-printable or base64). */
export function mailText(mail: ReceivedMail): string {
  return decodedText(mail).replace(/\s+$/, "");
}

function decodedText(mail: ReceivedMail): string {
  const raw = mail.raw.replace(/\r\n/g, "\n");
  const typeAt = raw.search(/^Content-Type: text\/plain/im);
  if (typeAt < 0) return raw;
  // The header block holding that Content-Type, and the body that follows it.
  const headersStart = raw.lastIndexOf("\n\n", typeAt) + 1;
  const headersEnd = raw.indexOf("\n\n", typeAt);
  const headers = raw.slice(headersStart, headersEnd);
  const rest = raw.slice(headersEnd + 2);
  const boundaryAt = rest.indexOf("\n--");
  const body = boundaryAt < 0 ? rest : rest.slice(0, boundaryAt);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const joined = body.replace(/=\n/g, "");
    const bytes: number[] = [];
    for (let index = 0; index < joined.length; index++) {
      const character = joined[index]!;
      if (character === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(index + 1, index + 3))) {
        bytes.push(parseInt(joined.slice(index + 1, index + 3), 16));
        index += 2;
      } else {
        bytes.push(...Buffer.from(character, "utf8"));
      }
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}
