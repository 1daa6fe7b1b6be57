import nodemailer from "nodemailer";
import type { NotificationConfig } from "../config.ts";

export type MailText = { subject: string; text: string };

/**
 * An e-mail to someone other than the doctor (a commenter told of a reply): its own recipient, and a sender name that
 * says no more than the subject, on MAIL_FROM's address.
 */
export type MailElsewhere = MailText & { to: string; senderName: string };

export type Mailer = {
  /** Where the e-mails go (NOTIFY_EMAIL); null when e-mail is not set up. */
  recipient: string | null;
  /** Sends one e-mail to the doctor, or to the one recipient `mail.to` names; rejects with nodemailer's error (see `mailErrorCode`). */
  send: (mail: MailText | MailElsewhere) => Promise<void>;
};

/**
 * Sends through the SMTP server of SMTP_URL (`smtps://` for implicit TLS; `smtp://` upgrades with STARTTLS
 * when the server offers it). Short timeouts: a failed attempt is retried from the outbox, not waited for.
 */
export function createMailer(config: NotificationConfig | null): Mailer {
  if (!config) {
    return {
      recipient: null,
      send: () => Promise.reject(Object.assign(new Error("E-mail is not set up"), { code: "ENOTCONFIGURED" })),
    };
  }
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    recipient: config.to,
    async send(mail) {
      if ("to" in mail) {
        await transport.sendMail({ from: { name: mail.senderName, address: addressOf(config.from) }, to: mail.to, subject: mail.subject, text: mail.text });
        return;
      }
      await transport.sendMail({ from: config.from, to: config.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** "site@example.com" of "Practice website <site@example.com>" (MAIL_FROM's two forms, checked by config.ts). */
function addressOf(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();
}

/**
 * What may be logged or stored about a failed send: nodemailer's code and the SMTP reply code. Never the error's
 * message or the server's reply, which can quote the recipient or the message.
 */
export function mailErrorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const name = typeof code === "string" && /^[A-Z_]{2,40}$/.test(code) ? code : "EUNKNOWN";
  return typeof responseCode === "number" ? `${name} ${responseCode}` : name;
}
