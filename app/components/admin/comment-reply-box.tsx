import { type FormEvent, useRef, useState } from "react";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { Modal } from "#app/components/admin/modal.tsx";
import { PhoneLink } from "#app/components/admin/table-cells.tsx";
import { TextField } from "#app/components/admin/text-field.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { ReplyTemplatePicker } from "#app/components/admin/reply-template-picker.tsx";
import { CommentLanguage } from "#app/components/admin/comment-language.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { textLimits } from "#app/lib/admin/field-constraints.ts";
import { deleteReply, editReply, replyToComment } from "#app/lib/admin/comments.ts";
import type { WireAdminComment } from "#app/contract/shapes.ts";
import type { ReplyTemplate } from "#app/lib/practice-schema.ts";
import { commentReply } from "#app/lib/schemas.ts";

/** The rule of every public answer, said in the box where it is written. */
const publicReplyRule = "Public replies give general information only; personal advice needs a consultation.";

type ReplyBoxProps = {
  comment: WireAdminComment;
  templates: readonly ReplyTemplate[];
  onClose: () => void;
  /** After a reply was published, edited or deleted: the list reloads. */
  onChanged: () => void;
};

/**
 * The doctor's answer to one comment: write it (from a template or not), edit it, or delete it. A held comment is
 * published with its first reply, and the box says so before.
 */
export function CommentReplyBox({ comment, templates, onClose, onChanged }: ReplyBoxProps) {
  const [text, setText] = useState(comment.reply?.text ?? "");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // For an urgent comment the box opens on the reminder, so it is read (and seen on a phone) before anything is written.
  const reminderRef = useRef<HTMLDivElement>(null);
  const confirm = useConfirm();
  const existing = comment.reply !== null;
  const approving = !existing && !comment.published;
  const unsaved = text.trim() !== (comment.reply?.text ?? "").trim();

  function insert(template: string) {
    setText((current) => (current.trim() ? `${current.trimEnd()}\n\n${template}` : template));
    setError(undefined);
    textareaRef.current?.focus();
  }

  async function requestClose() {
    if (unsaved && !busy) {
      const leave = await confirm({ title: "Discard this reply?", text: "What you wrote will be lost.", confirmLabel: "Discard", cancelLabel: "Keep writing" });
      if (!leave) return;
    }
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = commentReply.safeParse({ commentid: comment._id, text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    const answer = existing ? await editReply(comment._id, parsed.data.text) : await replyToComment(comment._id, parsed.data.text);
    setBusy(false);
    if (!answer.ok) {
      notifyFailure(answer, "Failed to save the reply", { inDialog: true });
      setError(answer.errors?.text);
      return;
    }
    notify("success", answer.message ?? "Reply saved");
    onChanged();
  }

  async function remove() {
    const sure = await confirm({
      title: "Delete this reply?",
      text: "The reply disappears from the post; the comment stays.",
      confirmLabel: "Yes, delete it",
      cancelLabel: "Cancel",
    });
    if (!sure) return;
    setBusy(true);
    const answer = await deleteReply(comment._id);
    setBusy(false);
    if (!answer.ok) {
      notifyFailure(answer, "Failed to delete the reply", { inDialog: true });
      return;
    }
    notify("success", "Reply deleted");
    onChanged();
  }

  const title = existing ? "Edit reply" : approving ? "Approve and reply" : "Reply";
  return (
    <Modal
      open
      title={
        <>
          {title} to <bdi>{comment.name}</bdi>
        </>
      }
      onDismiss={() => void requestClose()}
      size="form"
      initialFocus={comment.urgent ? reminderRef : textareaRef}
    >
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={busy || undefined}>
        <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5">
          {comment.urgent ? (
            <div ref={reminderRef} tabIndex={-1} role="note" className="rounded-xl border border-red-300 bg-red-50 p-4 text-ink-900">
              <p className="font-semibold text-red-900">This comment's words suggest a risk of self-harm.</p>
              <p className="mt-1">
                <bdi>{comment.name}</bdi> may need a call rather than a reply: <PhoneLink mobile={comment.mobile} />. The crisis line template comes first
                below.
              </p>
            </div>
          ) : null}
          <figure className="rounded-xl bg-sand-100 p-4">
            <figcaption className="font-medium">
              <bdi>{comment.name}</bdi> on “<bdi>{comment.blogtitle}</bdi>” <CommentLanguage lang={comment.lang} />
            </figcaption>
            <blockquote className="mt-1 break-words whitespace-pre-line text-ink-700" dir="auto">
              {comment.message}
            </blockquote>
          </figure>
          {approving ? (
            <p className="rounded-xl border border-amber-300 bg-amber-50 p-3">
              This comment is not published yet: your reply publishes it, with the reply under it.
            </p>
          ) : null}
          {templates.length > 0 ? (
            <ReplyTemplatePicker templates={templates} postLang={comment.lang} urgent={comment.urgent} disabled={busy} onInsert={insert} />
          ) : null}
          <TextField
            textareaRef={textareaRef}
            label="Your reply"
            hint={publicReplyRule}
            value={text}
            onChange={(value) => {
              setText(value);
              setError(undefined);
            }}
            error={error}
            {...textLimits(commentReply, ["text"])}
            rows={8}
            dir="auto"
            disabled={busy}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-sand-200 bg-white px-5 py-3">
          {existing ? (
            <button type="button" className={buttonClass("danger", "me-auto")} onClick={() => void remove()} disabled={busy}>
              Delete reply
            </button>
          ) : null}
          <button type="button" className={buttonClass("secondary")} onClick={() => void requestClose()} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={buttonClass("primary")} disabled={busy}>
            {busy ? "Saving..." : existing ? "Save reply" : approving ? "Approve and reply" : "Publish reply"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
