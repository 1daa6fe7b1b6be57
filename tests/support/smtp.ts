// A real SMTP server (npm smtp-server) for the tests: it receives what the site sends and keeps every e-mail.
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";

type ReceivedMail = {
  /** As it came over the wire, headers and encoded body. */
  raw: string;
  subject: string;
  /** The decoded text body. */
  text: string;
  to: string[];
  from: string;
  /** The user name the site signed in with, if it did. */
  user?: string;
};

export type TestSmtpServer = {
  port: number;
  /** smtp://site:secret@127.0.0.1:<port>: the credentials are checked. */
  url: string;
  received: ReceivedMail[];
  /** Resolves once at least `count` e-mails arrived; rejects after `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

const smtpUser = { username: "site", password: "secret" };

/** A port nothing listens on (yet): for "the mail server is down", and to start it there later. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function smtpUrlFor(port: number): string {
  return `smtp://${smtpUser.username}:${smtpUser.password}@127.0.0.1:${port}`;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    // Plain SMTP on localhost: no certificate to trust, and sign-in allowed without TLS.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === smtpUser.username && auth.password === smtpUser.password) return callback(null, { user: auth.username });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          ...parseMail(raw),
          raw,
          to: session.envelope.rcptTo.map((address) => address.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          user: typeof session.user === "string" ? session.user : undefined,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  const listeningPort = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
  return {
    port: listeningPort,
    url: smtpUrlFor(listeningPort),
    received,
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} e-mails within ${timeoutMs} ms, got ${received.length}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for the site's plain-text e-mails: unfolded headers, RFC 2047 words, quoted-printable or base64. */
function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1] ?? "";
  const subject = header("Subject").replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_match, encoding: string, text: string) =>
    encoding.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
  const transfer = header("Content-Transfer-Encoding").toLowerCase();
  const text = transfer === "quoted-printable" ? decodeQuotedPrintable(body) : transfer === "base64" ? Buffer.from(body, "base64").toString("utf8") : body;
  return { subject, text: text.replace(/\r\n/g, "\n") };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, "");
  for (let index = 0; index < input.length; index++) {
    const hex = input[index] === "=" ? input.slice(index + 1, index + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(input[index]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
