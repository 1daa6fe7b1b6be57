import { type FormEvent, useRef, useState } from "react";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { LongText } from "#app/components/admin/long-text.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { ReceivedAt } from "#app/components/admin/table-cells.tsx";
import { TextField } from "#app/components/admin/text-field.tsx";
import { UrgentBadge } from "#app/components/admin/urgent-badge.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { cardClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { saveFile } from "#app/lib/save-file.ts";
import type { AnswerOf } from "#app/contract/call.ts";
import type { adminCalls } from "#app/contract/admin/index.ts";
import { adminApi } from "#app/lib/admin/http.ts";
import { textLimits } from "#app/lib/admin/field-constraints.ts";
import { type PrivacyRequest, fieldErrors, privacyRequest } from "#app/lib/schemas.ts";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Privacy", matches);
}

const count = (value: number, one: string, other: string) => `${value} ${value === 1 ? one : other}`;

/** What was found, for the person asked about: e-mail and mobile as asked, so the result cannot be mistaken for another's. */
/** Everything kept about a person (by e-mail and/or mobile), for their copy. */
type PersonRecords = AnswerOf<typeof adminCalls.privacy.export>;

type Found = { person: PrivacyRequest; records: PersonRecords };

/**
 * A person's requests under the DPDP Act: a copy of everything they sent (as a JSON file), or its erasure.
 * Erasure asks first and cannot be undone.
 */
export default function AdminPrivacy() {
  const [email, setEmail] = useState("");
  const [mobile, setMobile] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<"find" | "erase" | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const confirm = useConfirm();
  const resultRef = useRef<HTMLHeadingElement>(null);

  function person(): PrivacyRequest | null {
    const parsed = privacyRequest.safeParse({ email, mobile });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return null;
    }
    setErrors({});
    return parsed.data;
  }

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const asked = person();
    if (!asked) return;
    setBusy("find");
    const answer = await adminApi.privacy.export(asked);
    setBusy(null);
    if (!answer.ok) return notifyFailure(answer, answer.message || "The records could not be found");
    setFound({ person: asked, records: answer.data });
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  async function erase() {
    const asked = person();
    if (!asked) return;
    const who = [asked.email, asked.mobile].filter(Boolean).join(" or ");
    const sure = await confirm({
      title: "Erase this person's records?",
      text: `Every comment and contact message with ${who} will be deleted for good. Download their copy first if they asked for one.`,
      confirmLabel: "Yes, erase them",
      cancelLabel: "Cancel",
    });
    if (!sure) return;
    setBusy("erase");
    const answer = await adminApi.privacy.erase(asked);
    setBusy(null);
    if (!answer.ok) return notifyFailure(answer, answer.message || "The records could not be erased");
    notify("success", `Erased ${count(answer.data.comments, "comment", "comments")} and ${count(answer.data.contacts, "message", "messages")}`);
    setFound(null);
  }

  function download(records: PersonRecords) {
    saveFile(new Blob([JSON.stringify(records, null, 2)], { type: "application/json" }), "personal-data.json");
  }

  return (
    <>
      <PageHeader
        title="Privacy"
        description="Find, copy or erase everything one person sent through the site, by the e-mail address or the mobile number they used."
      />
      <form noValidate onSubmit={find} aria-label="Find a person's records" className={`${cardClass} max-w-2xl space-y-5 p-5`}>
        <TextField label="Email" name="email" value={email} onChange={setEmail} error={errors.email} {...textLimits(privacyRequest, ["email"])} />
        <TextField
          label="Mobile"
          name="mobile"
          value={mobile}
          onChange={setMobile}
          error={errors.mobile}
          {...textLimits(privacyRequest, ["mobile"])}
          hint="Compared by its digits; +91 or a leading 0 make no difference."
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass("primary")} disabled={busy !== null}>
            {busy === "find" ? "Finding..." : "Find records"}
          </button>
          <button type="button" className={buttonClass("danger")} disabled={busy !== null} onClick={erase}>
            {busy === "erase" ? "Erasing..." : "Erase records"}
          </button>
        </div>
      </form>

      {found ? (
        <section aria-labelledby="privacy-result" className="mt-8 max-w-4xl">
          <h2 id="privacy-result" ref={resultRef} tabIndex={-1} className="font-serif text-2xl font-semibold focus:outline-none">
            Found {count(found.records.comments.length, "comment", "comments")} and{" "}
            {count(found.records.contacts.length, "contact message", "contact messages")}
          </h2>
          <p className="mt-1 text-ink-700">For {[found.person.email, found.person.mobile].filter(Boolean).join(" or ")}.</p>
          {found.records.comments.length + found.records.contacts.length > 0 ? (
            <>
              <button type="button" className={buttonClass("secondary", "mt-4")} onClick={() => download(found.records)}>
                Download their copy (JSON)
              </button>
              <ul className="mt-6 space-y-3">
                {found.records.contacts.map((contact) => (
                  <li key={contact._id} className={`${cardClass} p-4`}>
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      Contact message from {contact.name} {contact.urgent ? <UrgentBadge /> : null}
                    </p>
                    <div className="mt-1 text-ink-700">
                      <ReceivedAt iso={contact.createdAt} />
                    </div>
                    <div className="mt-2">
                      <LongText text={contact.message} limit={220} />
                    </div>
                  </li>
                ))}
                {found.records.comments.map((comment) => (
                  <li key={comment._id} className={`${cardClass} p-4`}>
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      Comment by {comment.name} on “{comment.blogtitle}” ({comment.published ? "published" : "pending"}){" "}
                      {comment.urgent ? <UrgentBadge /> : null}
                    </p>
                    <div className="mt-1 text-ink-700">
                      <ReceivedAt iso={comment.createdAt} />
                    </div>
                    <div className="mt-2">
                      <LongText text={comment.message} limit={220} />
                    </div>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
