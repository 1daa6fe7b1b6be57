import { useState } from "react";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { EyeIcon } from "#app/components/ui/icons.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { createPreview } from "#app/lib/admin/blogs.ts";

/**
 * "Preview": makes a secret address that shows the post exactly as readers will see it, whatever its status, for 14
 * days; the doctor opens it or copies it for a colleague. A new tab opened after the call would be a blocked pop-up,
 * so the link is shown for her to open.
 */
export function PreviewLink({ postId, inDialog = false }: { postId: string; inDialog?: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function make() {
    setBusy(true);
    const result = await createPreview(postId);
    setBusy(false);
    if (result.ok) setUrl(result.data.url);
    else notifyFailure(result, "Could not make a preview link", { inDialog });
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      notify("success", "Preview link copied", { inDialog });
    } catch {
      notify("error", "Could not copy; select the link and copy it instead", { inDialog });
    }
  }

  if (!url) {
    return (
      <button type="button" className={buttonClass("secondary")} onClick={make} disabled={busy}>
        <EyeIcon size={20} />
        {busy ? "Preparing…" : "Preview"}
      </button>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-3">
      <a href={url} target="_blank" rel="noopener" className={buttonClass("secondary")}>
        <EyeIcon size={20} />
        Open preview
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <button type="button" className={buttonClass("secondary")} onClick={() => copy(url)}>
        Copy preview link
      </button>
    </span>
  );
}
