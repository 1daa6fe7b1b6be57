import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("sitemap/:part", "routes/resources/sitemap.ts", { id: "sitemap-part" }),
  route("robots.txt", "routes/resources/robots.ts"),
  route("rss.xml", "routes/resources/rss.ts"),

  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("why-choose-us", "routes/public/why-choose-us.tsx"),
    route("about-me", "routes/public/about-me.tsx"),
    route("book-an-appointment", "routes/public/book-an-appointment.tsx"),
    route("blogs", "routes/public/blogs.tsx"),
    route("blogs/:id", "routes/public/blog.tsx"),
    route("preview/:token", "routes/public/blog-preview.tsx"),
    route("our-services", "routes/public/our-services.tsx"),
    route("media", "routes/public/media.tsx"),
    route("contact-me", "routes/public/contact-me.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("notfound", "routes/public/not-found.tsx"),
    route("*", "routes/public/not-found.tsx", { id: "unknown-path" }),
  ]),

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
