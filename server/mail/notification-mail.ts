import type { BackupAlert } from "#app/lib/domain.ts";
import type { Notified, NotifiedReply, SecurityEvent } from "../services/outbox.ts";
import type { MailElsewhere, MailText } from "./mailer.ts";

const indiaTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

/** "Asha" from "Asha Rao": enough for the doctor to recognise the message, not enough to identify the writer. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/**
 * The e-mail about one new message. By default it says who (first name), what kind, when, and where to read it;
 * the message text only with NOTIFY_INCLUDE_TEXT, and never the visitor's e-mail address or phone number.
 * E-mail passes through other companies' servers, while the back office is behind a sign-in.
 */
export function notificationMail(message: Notified, { siteUrl, includeText }: { siteUrl: string; includeText: boolean }): MailText | MailElsewhere {
  if (message.kind === "security") return securityMail(message.event, message.createdAt, siteUrl);
  if (message.kind === "reply") return replyMail(message, siteUrl);
  if (message.kind === "backup") return backupMail(message.alert, message.createdAt, siteUrl);
  const who = firstName(message.name);
  const what = message.kind === "contact" ? "message" : "comment";
  const onPost = message.blogTitle ? ` on “${message.blogTitle}”` : "";
  const subject = `${message.urgent ? "Urgent: " : ""}New ${what} from ${who}${onPost}`;
  const link = `${siteUrl}/admin/${message.kind === "contact" ? "contacts" : "comments"}`;
  const lines = [
    `${who} sent a ${message.kind === "contact" ? "message through the Contact Me page" : `comment${onPost}`} on ${indiaTime.format(new Date(message.createdAt))} (India time).`,
    ...(message.urgent ? ["", "URGENT: its words suggest a risk of suicide or self-harm. Please read it and reach out as soon as you can."] : []),
    "",
    `Read it in the back office: ${link}`,
    ...(message.kind === "comment" ? ["Comments are never published until you publish them."] : []),
    "",
    ...(includeText
      ? ["The message:", "", message.message]
      : ["This e-mail leaves out the message, the e-mail address and the phone number on purpose; they are in the back office."]),
  ];
  return { subject, text: `${lines.join("\n")}\n` };
}

const securityNews: Record<SecurityEvent, string> = {
  "second-factor-disabled": "The second factor (authenticator app) of the back office was turned off",
  "recovery-code-used": "A recovery code was used to sign in to the back office",
  "passkey-added": "A passkey was added to the back office",
  "password-changed": "The back office's password was changed",
};

/** What changed in the back office's security and when; nothing an attacker reading the mailbox could use. */
function securityMail(event: SecurityEvent, createdAt: string, siteUrl: string): MailText {
  const what = securityNews[event];
  const lines = [
    `${what} on ${indiaTime.format(new Date(createdAt))} (India time).`,
    "",
    "If this was you, there is nothing to do.",
    `If it was not, sign in now, change the password and check the signed-in sessions: ${siteUrl}/admin/security`,
  ];
  return { subject: `Security: ${what.charAt(0).toLowerCase()}${what.slice(1)}`, text: `${lines.join("\n")}\n` };
}

/**
 * To a commenter who asked to be told once of the doctor's reply. The phone it lands on may be shared, so the sender,
 * the subject and the body name only the journal: not the post, not the comment, not the reply, not the doctor's
 * specialty; the link leads to the comment on the site.
 */
function replyMail({ to, journalTitle, path }: NotifiedReply, siteUrl: string): MailElsewhere {
  const lines = [`There is a reply on ${journalTitle}:`, "", `${siteUrl}${path}`, "", "You asked for this one e-mail. No other e-mail will come."];
  return { to, senderName: journalTitle, subject: `A reply on ${journalTitle}`, text: `${lines.join("\n")}\n` };
}

const backupNews: Record<BackupAlert, string> = {
  "backup-failed": "The website's off-site backup failed",
  "backup-overdue": "The website has had no off-site backup for more than 48 hours",
  "drill-failed": "The website's weekly restore drill failed: the newest off-site backup could not be restored intact",
  "drill-overdue": "The website's weekly restore drill has not passed for more than 8 days",
};

/** Once per problem (server/services/backup-runs.ts); the details, which may name servers, stay in the back office. */
function backupMail(alert: BackupAlert, createdAt: string, siteUrl: string): MailText {
  const what = backupNews[alert];
  const lines = [
    `${what} (noticed on ${indiaTime.format(new Date(createdAt))}, India time).`,
    "",
    "The site itself keeps working, but a copy away from the server is what saves the practice's posts and messages if the server is lost.",
    `The dashboard says what went wrong: ${siteUrl}/admin/dashboard`,
    "Please pass this on to whoever looks after the server. You will not get this e-mail again until backups have worked once more.",
  ];
  return { subject: `Backups: ${what.charAt(0).toLowerCase()}${what.slice(1)}`, text: `${lines.join("\n")}\n` };
}

/** The back office's "Send a test e-mail". */
export function testMail(siteUrl: string): MailText {
  return {
    subject: "Test e-mail from your website",
    text: `E-mail notifications work: you will get an e-mail like this one for every new message and comment.\n\nBack office: ${siteUrl}/admin/dashboard\n`,
  };
}
