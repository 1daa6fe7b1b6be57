import type { AppDeps } from "../../app-deps.ts";
import { adminCalls } from "#app/contract/admin/index.ts";
import { mailErrorCode } from "../../mail/mailer.ts";
import { testMail } from "../../mail/notification-mail.ts";
import { type Endpoint, endpoint } from "../endpoint.ts";
import { HttpError } from "../http.ts";

/** "Send a test e-mail" in the back office: sent at once, so the admin learns right away whether e-mail works. */
export function adminNotificationEndpoints({ config, mailer, logger }: AppDeps): Endpoint[] {
  return [
    endpoint(adminCalls.notifications.test, {
      invalidates: "nothing",
      run: async () => {
        if (!mailer.recipient) {
          throw new HttpError(409, "E-mail is not set up: set SMTP_URL, MAIL_FROM and NOTIFY_EMAIL and restart the site");
        }
        try {
          await mailer.send(testMail(config.siteUrl));
        } catch (error) {
          const code = mailErrorCode(error);
          logger.warn({ error: code }, "test e-mail not sent");
          throw new HttpError(502, `The mail server did not accept the e-mail (${code}). Check SMTP_URL and try again.`);
        }
        return { to: mailer.recipient };
      },
      message: ({ to }) => `Test e-mail sent to ${to}`,
    }),
  ];
}
