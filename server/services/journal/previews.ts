import { createHash, randomBytes } from "node:crypto";
import type { Lang } from "#app/i18n/languages.ts";
import { isId } from "#app/lib/rules.ts";
import type { Db } from "../../db/connection.ts";
import { now, nowIso } from "../../db/clock.ts";

/** How long a preview address works. */
const previewLifetimeMs = 14 * 24 * 3600 * 1000;

/** Tokens are 256 random bits, URL-safe; 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Secret addresses that show a post in any status to whoever has the link, for 14 days. Only hashes are stored. */
export function createBlogPreviews(db: Db) {
  return {
    /**
     * A new token for the post, with the post's language (its preview's page is that language's), or null when there is
     * no such post. Expired tokens are dropped on the way.
     */
    async create(blogId: string): Promise<{ token: string; lang: Lang } | null> {
      if (!isId(blogId)) return null;
      const token = randomBytes(32).toString("base64url");
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom("blog_previews").where("expires_at", "<=", nowIso()).execute();
        const blog = await trx.selectFrom("blogs").select("lang").where("id", "=", blogId).executeTakeFirst();
        if (!blog) return null;
        const expiresAt = new Date(now().getTime() + previewLifetimeMs).toISOString();
        await trx
          .insertInto("blog_previews")
          .values({ token_hash: hashOf(token), blog_id: blogId, expires_at: expiresAt })
          .execute();
        return { token, lang: blog.lang };
      });
    },

    /** The post a token shows, or null for a malformed, unknown or expired token. */
    async blogOf(token: string): Promise<string | null> {
      if (!tokenPattern.test(token)) return null;
      const row = await db
        .selectFrom("blog_previews")
        .select("blog_id")
        .where("token_hash", "=", hashOf(token))
        .where("expires_at", ">", nowIso())
        .executeTakeFirst();
      return row?.blog_id ?? null;
    },
  };
}
