import { useCallback, useState } from "react";
import { CrisisLine } from "#app/components/ui/crisis-line.tsx";
import { CommentForm } from "#app/components/blog/comment-form.tsx";
import { CommentList, type CommentView } from "#app/components/blog/comment-list.tsx";
import { fetchPublishedComments } from "#app/components/blog/journal-api.ts";
import type { ImageInfo } from "#app/lib/domain.ts";
import { PageNav } from "#app/components/ui/page-nav.tsx";
import { commentsPageSize, pageHref } from "#app/lib/paging.ts";
import { useMessages } from "#app/i18n/catalogue.ts";

/** One page of a post's comments; `portrait`, the doctor's photo, comes only with a page that has replies. */
export type CommentsPage = { items: CommentView[]; total: number; page: number; pages: number; portrait: ImageInfo | null };

/**
 * The form and one page of the list under a post; the page comes with the article and is fetched again after a
 * comment is sent.
 */
export function BlogComments({ blogId, path, comments: initial }: { blogId: string; path: string; comments: CommentsPage }) {
  const [comments, setComments] = useState(initial.items);
  const [refreshing, setRefreshing] = useState(false);
  const t = useMessages().comments.pages;

  const refresh = useCallback(() => {
    setRefreshing(true);
    fetchPublishedComments(blogId, { pageno: initial.page - 1, pagesize: commentsPageSize }).then((result) => {
      // The comments already on screen stay when the refresh fails; it changes nothing the reader can act on.
      if (result.ok) setComments(result.data);
      setRefreshing(false);
    });
  }, [blogId, initial.page]);

  return (
    <div className="flex flex-col gap-12">
      <div className="flex flex-col gap-4">
        <CrisisLine />
        <CommentForm blogId={blogId} onSubmitted={refresh} />
      </div>
      <div>
        <CommentList comments={comments} total={initial.total} refreshing={refreshing} portrait={initial.portrait} />
        <PageNav
          label={t.label}
          page={initial.page}
          pages={initial.pages}
          hrefOf={(page) => pageHref(path, "comments", page, "#comments-heading")}
          previousText={t.newer}
          nextText={t.more}
        />
      </div>
    </div>
  );
}
