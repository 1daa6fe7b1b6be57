import { CommentReply, type ReplyView } from "#app/components/blog/comment-reply.tsx";
import { formatDate } from "#app/lib/dates.ts";
import type { ImageInfo } from "#app/lib/domain.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { formatNumber } from "#app/i18n/languages.ts";

/** What a reader sees of a published comment, with the doctor's reply under it when there is one. */
export type CommentView = { id: string; name: string; message: string; createdAt: string; reply: ReplyView | null };

export function toCommentView({ id, name, message, createdAt, reply }: CommentView): CommentView {
  return { id, name, message, createdAt, reply: reply ? { text: reply.text, createdAt: reply.createdAt } : null };
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

type CommentListProps = {
  comments: CommentView[];
  total: number;
  refreshing: boolean;
  /** The doctor's photo beside replies; null when the page has none to show. */
  portrait: ImageInfo | null;
};

/** 'Comments': a page of the published comments of the post, newest first; `total` counts them all. */
export function CommentList({ comments, total, refreshing, portrait }: CommentListProps) {
  const lang = useLang();
  const t = useMessages().comments;
  return (
    <section aria-labelledby="comments-heading" aria-busy={refreshing}>
      <h2 id="comments-heading" className="text-2xl sm:text-3xl">
        {t.heading}
        {total > 0 ? <span className="ms-2 font-sans text-lg font-normal text-ink-500">({formatNumber(total, lang)})</span> : null}
      </h2>
      <div role="status" className={refreshing ? "mt-4 text-base text-ink-700" : "sr-only"}>
        {refreshing ? t.loading : ""}
      </div>
      {comments.length === 0 && !refreshing ? (
        <p className="mt-4 rounded-2xl bg-sand-100 px-5 py-4 text-base text-ink-700">{t.none}</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-4">
          {comments.map((comment) => (
            <li key={comment.id} id={`comment-${comment.id}`} className="scroll-mt-24 rounded-2xl bg-white p-5 ring-1 ring-sand-200">
              <div className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-100 font-semibold text-accent-800"
                >
                  {initials(comment.name)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-3">
                    <span className="font-semibold text-ink-900">{comment.name}</span>
                    <time dateTime={comment.createdAt} className="text-sm text-ink-500">
                      {formatDate(comment.createdAt, lang)}
                    </time>
                  </p>
                  <p className="mt-1.5 text-base leading-relaxed break-words whitespace-pre-line text-ink-700" dir="auto">
                    {comment.message}
                  </p>
                </div>
              </div>
              {comment.reply ? <CommentReply reply={comment.reply} portrait={portrait} /> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
