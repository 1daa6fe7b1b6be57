import { formatTime } from "#app/lib/admin/format.ts";
import { formatDate } from "#app/lib/dates.ts";

/** An e-mail address the admin can tap to answer; it may wrap after the "@" in a narrow column. */
export function EmailLink({ email }: { email: string }) {
  const at = email.indexOf("@");
  return (
    <a href={`mailto:${email}`} className="break-words text-accent-700 underline underline-offset-4 hover:text-accent-800">
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </a>
  );
}

/** A phone number to call; it may wrap at its spaces in a narrow column. */
export function PhoneLink({ mobile }: { mobile: string }) {
  return (
    <a href={`tel:${mobile.replace(/[^\d+]/g, "")}`} className="text-accent-700 underline underline-offset-4 hover:text-accent-800">
      {mobile}
    </a>
  );
}

/** When a comment or message arrived: the date on one line, the time below it (India time). */
export function ReceivedAt({ iso }: { iso: string }) {
  return (
    <time dateTime={iso}>
      <span className="block whitespace-nowrap">{formatDate(iso)}</span>
      <span className="block text-ink-700">{formatTime(iso)}</span>
    </time>
  );
}
