import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { type Lang, translatedLanguages } from "./i18n/languages.ts";
import { publicPages } from "./lib/public-pages.ts";

/**
 * The public pages of one language (issue 28): English at the root with the files' own route ids, the others under
 * their prefix with ids of their own (`hi:routes/public/home`), the same modules.
 */
function languagePages(lang: Lang) {
  const id = (name: string) => (lang === "en" ? {} : { id: `${lang}:${name}` });
  return [
    layout("routes/public/layout.tsx", id("routes/public/layout"), [
      ...publicPages.map(({ path, file }) =>
        path === "/"
          ? index(`routes/public/${file}.tsx`, id(`routes/public/${file}`))
          : route(path.slice(1), `routes/public/${file}.tsx`, id(`routes/public/${file}`)),
      ),
      route("blogs/:id", "routes/public/blog.tsx", id("routes/public/blog")),
      // A secret preview shows a post in its own language's page: an Urdu post's at /ur/preview/{token}.
      route("preview/:token", "routes/public/blog-preview.tsx", id("routes/public/blog-preview")),
      route("notfound", "routes/public/not-found.tsx", id("routes/public/not-found")),
      route("*", "routes/public/not-found.tsx", { id: lang === "en" ? "unknown-path" : `${lang}:unknown-path` }),
    ]),
  ];
}

export default [
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("sitemap/:part", "routes/resources/sitemap.ts", { id: "sitemap-part" }),
  route("robots.txt", "routes/resources/robots.ts"),
  route("rss.xml", "routes/resources/rss.ts"),
  // Each language's journal has its own feed, with only its posts (issue 29).
  ...translatedLanguages.map((lang) => route(`${lang}/rss.xml`, "routes/resources/rss.ts", { id: `${lang}:rss` })),

  ...languagePages("en"),
  ...translatedLanguages.flatMap((lang) => prefix(lang, languagePages(lang))),

  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("blogs", "routes/admin/blogs.tsx"),
      route("blogs/:id", "routes/admin/blog.tsx"),
      route("comments", "routes/admin/comments.tsx"),
      route("contacts", "routes/admin/contacts.tsx"),
      route("media", "routes/admin/media.tsx"),
      route("practice", "routes/admin/practice.tsx"),
      route("insights", "routes/admin/insights.tsx"),
      route("activity", "routes/admin/activity.tsx"),
      route("privacy", "routes/admin/privacy.tsx"),
      route("security", "routes/admin/security.tsx"),
      route("logout", "routes/admin/logout.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
