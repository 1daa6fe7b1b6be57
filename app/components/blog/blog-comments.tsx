import { useCallback, useState } from "react";
import { CrisisLine } from "#app/components/ui/crisis-line.tsx";
import { CommentForm } from "#app/components/blog/comment-form.tsx";
import { CommentList, type CommentView } from "#app/components/blog/comment-list.tsx";
import { fetchPublishedComments } from "#app/components/blog/journal-api.ts";

/** The form and the list under a post; the list comes with the page and is fetched again after a comment is sent. */
export function BlogComments({ blogId, initialComments }: { blogId: string; initialComments: CommentView[] }) {
  const [comments, setComments] = useState(initialComments);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(() => {
    setRefreshing(true);
    fetchPublishedComments(blogId).then((result) => {
      // The comments already on screen stay when the refresh fails; it changes nothing the reader can act on.
      if (result.ok) setComments(result.data);
      setRefreshing(false);
    });
  }, [blogId]);

  return (
    <div className="flex flex-col gap-12">
      <div className="flex flex-col gap-4">
        <CrisisLine />
        <CommentForm blogId={blogId} onSubmitted={refresh} />
      </div>
      <CommentList comments={comments} refreshing={refreshing} />
    </div>
  );
}
