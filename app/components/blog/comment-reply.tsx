import { Picture } from "#app/components/picture.tsx";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { ImageInfo } from "#app/lib/domain.ts";
import { usePractice, useRootData } from "#app/lib/practice-context.ts";
import { type SitePage, replyParagraphs } from "#app/components/blog/reply-text.ts";

/** What a reader sees of the doctor's reply: its words and when it was first given. */
export type ReplyView = { text: string; createdAt: string };

/**
 * The doctor's answer, indented under its comment: portrait, name, "Doctor's reply" and its date, then the text in
 * the direction of its own words. `portrait` is the doctor's photo, sent by the page only when it has replies. A link
 * to a page of the site reads as that page's name in the page's language, isolated from the text's direction; a phone
 * number dials on a tap.
 */
export function CommentReply({ reply, portrait }: { reply: ReplyView; portrait: ImageInfo | null }) {
  const lang = useLang();
  const { comments: t, layout } = useMessages();
  const { siteUrl } = useRootData();
  const { doctor, crisis } = usePractice();
  const pageNames: Record<SitePage, string> = { ...layout.menu, ...layout.footer, ...t.links };
  const dialled = [crisis.helpline.href, crisis.helplineAlt.href, crisis.emergency.href];
  return (
    <div className="ms-4 mt-4 border-s-2 border-accent-200 ps-4 sm:ms-15">
      <div className="flex items-center gap-3">
        {portrait ? (
          <Picture image={portrait} alt="" sizes="40px" pictureClassName="shrink-0" className="h-10 w-10 rounded-full object-cover object-top" />
        ) : null}
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="font-semibold text-ink-900">{doctor.name}</span>
          <span className="text-sm font-medium text-accent-700">{t.reply}</span>
          <time dateTime={reply.createdAt} className="text-sm text-ink-500">
            {formatDate(reply.createdAt, lang)}
          </time>
        </p>
      </div>
      {replyParagraphs(reply.text, { siteUrl, dialled }).map((segments, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a reply's paragraphs have no id; their order is their identity.
        <p key={index} dir="auto" className="mt-2 text-base leading-relaxed break-words whitespace-pre-line text-ink-700">
          {segments.map(({ text, href, page }, at) =>
            href ? (
              // A phone number (no page) reads left to right in an Urdu sentence too.
              // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's pieces have no id; their order is their identity.
              <a key={at} href={href} dir={page ? undefined : "ltr"} className="text-accent-700 underline underline-offset-4 hover:text-accent-800">
                {page ? <bdi>{pageNames[page]}</bdi> : text}
              </a>
            ) : (
              text
            ),
          )}
        </p>
      ))}
    </div>
  );
}
