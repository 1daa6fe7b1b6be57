import express from "express";
import type { AppDeps } from "../../app-deps.ts";
import { mailErrorCode } from "../../mail/mailer.ts";
import { testMail } from "../../mail/notification-mail.ts";
import { HttpError, endpoint, ok } from "../http.ts";

/** "Send a test e-mail" in the back office: sent at once, so the admin learns right away whether e-mail works. */
export function adminNotificationRoutes({ config, mailer, logger }: AppDeps): express.Router {
  const router = express.Router();

  endpoint(router, "/notifications/test", {
    POST: async (_req, res) => {
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
      ok(res, { to: mailer.recipient }, `Test e-mail sent to ${mailer.recipient}`);
    },
  });

  return router;
}
