// Publishes the 1,000-word benchmark article (scripts/bench-article) through the admin API, as the admin would:
// sign in, create the blog (one section per "## " heading), upload the cover, publish.
import { readFileSync } from "node:fs";
import path from "node:path";

const articleDir = path.resolve(import.meta.dirname, "../bench-article");

type Article = { meta: Record<string, string>; sections: { title: string; description: string }[] };

function readArticle(): Article {
  const source = readFileSync(path.join(articleDir, "article.md"), "utf8");
  const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const meta = Object.fromEntries(
    front.split("\n").flatMap((line) => {
      const match = /^(\w+):\s*"?(.*?)"?$/.exec(line);
      return match ? [[match[1], match[2]]] : [];
    }),
  );
  const sections = body
    .trim()
    .split(/^## /m)
    .filter((part) => part.trim())
    .map((part) => {
      const [title = "", ...rest] = part.split("\n");
      return { title: title.trim(), description: rest.join("\n").trim() };
    });
  return { meta, sections };
}

async function call(base: string, method: string, route: string, json: unknown, token?: string): Promise<{ data: Record<string, unknown> }> {
  const response = await fetch(base + route, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(json),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

/** Publishes the article on a fresh site and resolves with its path (/blogs/{id}). */
export async function publishBenchArticle(base: string, admin: { email: string; password: string }): Promise<string> {
  const { meta, sections } = readArticle();
  const token = String((await call(base, "POST", "/api/auth/signin", admin)).data.encoded_token);
  const created = await call(
    base,
    "POST",
    "/api/admin/blogs/create",
    {
      title: meta.title,
      category: meta.category,
      metatitle: meta.title,
      metadescription: meta.excerpt,
      author: meta.author,
      keywords: "sleep, anxiety, insomnia, worry",
      content: sections,
    },
    token,
  );
  const id = String(created.data._id);
  const form = new FormData();
  form.append("blogimage", new Blob([readFileSync(path.join(articleDir, "cover.jpg"))], { type: "image/jpeg" }), "cover.jpg");
  const upload = await fetch(`${base}/api/admin/blogs/blogimage/${id}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  if (!upload.ok) throw new Error(`cover upload: ${upload.status} ${await upload.text()}`);
  await call(base, "PUT", "/api/admin/blogs/published", { publishedid: id, published: true }, token);
  return `/blogs/${id}`;
}
