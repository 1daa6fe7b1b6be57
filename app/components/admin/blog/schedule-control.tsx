import { type FormEvent, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { fieldErrorClass, fieldHintClass, fieldLabelClass, inputClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { scheduleBlog, setBlogPublished } from "#app/lib/admin/blogs.ts";
import { formatIndiaDateTime, fromIndiaInput, indiaInputValue } from "#app/lib/dates.ts";
import type { WireBlog } from "#app/contract/shapes.ts";
import { FieldError } from "#app/components/admin/field-error.tsx";

/** The time offered first: tomorrow at 10:00 in India. */
function suggestedTime(): string {
  const tomorrow = indiaInputValue(new Date(Date.now() + 24 * 3600 * 1000).toISOString());
  return `${tomorrow.slice(0, 10)}T10:00`;
}

/**
 * Schedules an unpublished post for a time given in India time (IST), whatever the time zone of the device, shows
 * the schedule, and cancels it. Publishing now stays the Published switch.
 */
export function ScheduleControl({ blog }: { blog: WireBlog }) {
  const revalidator = useRevalidator();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(() => (blog.status === "scheduled" && blog.publishAt ? indiaInputValue(blog.publishAt) : suggestedTime()));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (blog.published) return null;

  async function schedule(event: FormEvent) {
    event.preventDefault();
    const publishAt = fromIndiaInput(value);
    if (!publishAt) {
      setError("Enter a date and a time");
      return;
    }
    if (Date.parse(publishAt) <= Date.now()) {
      setError("Choose a time in the future, or publish the post now with the Published switch");
      return;
    }
    setError(null);
    setBusy(true);
    const result = await scheduleBlog(blog._id, publishAt);
    setBusy(false);
    if (!result.ok) {
      notifyFailure(result, "Could not schedule the post");
      return;
    }
    notify("success", `Scheduled for ${formatIndiaDateTime(result.data.blog.publishAt ?? publishAt)}`);
    setOpen(false);
    await revalidator.revalidate();
  }

  async function cancelSchedule() {
    setBusy(true);
    const result = await setBlogPublished(blog._id, false, "PUT");
    setBusy(false);
    if (!result.ok) {
      notifyFailure(result, "Could not cancel the schedule");
      return;
    }
    notify("success", "Schedule cancelled; the post is a draft");
    await revalidator.revalidate();
  }

  if (!open) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        {blog.status === "scheduled" && blog.publishAt ? <p className="font-medium">Scheduled for {formatIndiaDateTime(blog.publishAt)}</p> : null}
        <button type="button" className={buttonClass("secondary")} onClick={() => setOpen(true)} disabled={busy}>
          {blog.status === "scheduled" ? "Change time" : "Schedule…"}
        </button>
        {blog.status === "scheduled" ? (
          <button type="button" className={buttonClass("secondary")} onClick={cancelSchedule} disabled={busy}>
            Cancel schedule
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <form onSubmit={schedule} noValidate className="flex w-full flex-wrap items-end gap-3">
      <div className="min-w-60 flex-1">
        <label htmlFor={id} className={fieldLabelClass}>
          Publish on (India time, IST)
        </label>
        <p id={`${id}-hint`} className={fieldHintClass}>
          {fromIndiaInput(value) ? `Goes out ${formatIndiaDateTime(fromIndiaInput(value)!)}` : "Pick a date and a time"}
        </p>
        <input
          id={id}
          type="datetime-local"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          required
        />
        <FieldError id={`${id}-error`} error={error} className={fieldErrorClass} />
      </div>
      <button type="submit" className={buttonClass("primary")} disabled={busy}>
        {busy ? "Scheduling…" : "Schedule"}
      </button>
      <button type="button" className={buttonClass("secondary")} onClick={() => setOpen(false)} disabled={busy}>
        Cancel
      </button>
    </form>
  );
}
