// The site in each language as search engines read it (issue 28), over HTTP from the real server: every public page
// in every language with its own lang and dir, its canonical address, hreflang alternates that point at each other,
// og:locale, and the sitemap listing the same alternates; and the page views counted per language.
import { describe, expect, it } from "vitest";
import { type Lang, languages, pathIn } from "#app/i18n/languages.ts";
import { type RunningServer, call } from "../support/server.ts";
import { bearer, browserAgent, publishedBlog, withSignedInServer } from "./helpers.ts";
import { publicPagePaths } from "#app/lib/public-pages.ts";

let server: RunningServer;
let token: string;
withSignedInServer((running, adminToken) => {
  server = running;
  token = adminToken;
});

/** Every public screen by its English path (an article aside: the journal's posts are in English only for now). */
const screens = publicPagePaths;

const expected: Record<Lang, { tag: string; dir: string; ogLocale: string }> = {
  en: { tag: "en-IN", dir: "ltr", ogLocale: "en_IN" },
  hi: { tag: "hi", dir: "ltr", ogLocale: "hi_IN" },
  te: { tag: "te", dir: "ltr", ogLocale: "te_IN" },
  ur: { tag: "ur", dir: "rtl", ogLocale: "ur_IN" },
};

/** The attributes of each tag named `name` in the HTML, names lower-cased (React writes `hrefLang`). */
function tagsOf(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*)>`, "g"))].map((tag) =>
    Object.fromEntries([...tag[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!.toLowerCase(), attribute[2]!.replaceAll("&amp;", "&")])),
  );
}

/**
 * An address the page gives, as its path: every one must be absolute on the site's one origin (SITE_URL, which the
 * test server leaves at its default).
 */
function sitePath(href: string): string {
  const url = new URL(href);
  siteOrigin ??= url.origin;
  expect(url.origin).toBe(siteOrigin);
  return url.pathname + url.search;
}

let siteOrigin: string | undefined;

type Head = {
  lang: string;
  dir: string;
  canonical: string[];
  alternates: Map<string, string>;
  ogUrl: string[];
  ogLocale: string[];
  ogLocaleAlternates: string[];
};

async function headOf(path: string): Promise<Head> {
  const response = await fetch(server.url + path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const [root] = tagsOf(html, "html");
  const links = tagsOf(html, "link");
  const metas = tagsOf(html, "meta");
  const alternates = links.filter((link) => link.rel === "alternate" && link.hreflang);
  expect(new Set(alternates.map((link) => link.hreflang)).size, `${path}: one alternate per language`).toBe(alternates.length);
  const property = (name: string) => metas.filter((meta) => meta.property === name).map((meta) => meta.content!);
  return {
    lang: root?.lang ?? "",
    dir: root?.dir ?? "",
    canonical: links.filter((link) => link.rel === "canonical").map((link) => sitePath(link.href!)),
    alternates: new Map(alternates.map((link) => [link.hreflang!, sitePath(link.href!)])),
    ogUrl: property("og:url").map(sitePath),
    ogLocale: property("og:locale"),
    ogLocaleAlternates: property("og:locale:alternate"),
  };
}

/** Every screen in every language, read once. */
async function everyHead(): Promise<Map<string, Head>> {
  const heads = new Map<string, Head>();
  for (const screen of screens) for (const lang of languages) heads.set(pathIn(lang, screen), await headOf(pathIn(lang, screen)));
  return heads;
}

describe("every public page in every language", () => {
  it("answers 200 with its language and direction, its own address as canonical and og:url, and og:locale with the others as alternates", async () => {
    for (const screen of screens) {
      for (const lang of languages) {
        const path = pathIn(lang, screen);
        const head = await headOf(path);
        const others = languages.filter((other) => other !== lang);
        expect({ path, lang: head.lang, dir: head.dir }).toEqual({ path, lang: expected[lang].tag, dir: expected[lang].dir });
        expect(head.canonical, path).toEqual([path]);
        expect(head.ogUrl, path).toEqual([path]);
        expect(head.ogLocale, path).toEqual([expected[lang].ogLocale]);
        expect(head.ogLocaleAlternates.sort(), path).toEqual(others.map((other) => expected[other].ogLocale).sort());
      }
    }
  });

  it("lists itself, every other language and x-default (English) as alternates, and every pair of languages points at each other", async () => {
    const heads = await everyHead();
    for (const screen of screens) {
      for (const from of languages) {
        const head = heads.get(pathIn(from, screen))!;
        expect(head.alternates.get("x-default"), screen).toBe(screen);
        expect(head.alternates.size, pathIn(from, screen)).toBe(languages.length + 1);
        for (const to of languages) {
          // from → to, and to → from: each lists the other under the other's language tag.
          const target = head.alternates.get(expected[to].tag);
          expect(target, `${pathIn(from, screen)} lists its ${to} page`).toBe(pathIn(to, screen));
          const back = heads.get(target!)!;
          expect(back.alternates.get(expected[from].tag), `${pathIn(to, screen)} lists ${pathIn(from, screen)} back`).toBe(pathIn(from, screen));
          // An alternate is the canonical address of the page it names.
          expect(back.canonical).toEqual([target]);
        }
      }
    }
  });

  it("a journal post, in English only for now, lists only itself and x-default, and no other locale", async () => {
    await publishedBlog(server, token, "Sleep and the mind");
    const head = await headOf("/blogs/sleep-and-the-mind");
    expect(head.canonical).toEqual(["/blogs/sleep-and-the-mind"]);
    expect([...head.alternates]).toEqual([
      ["en-IN", "/blogs/sleep-and-the-mind"],
      ["x-default", "/blogs/sleep-and-the-mind"],
    ]);
    expect(head.ogLocale).toEqual(["en_IN"]);
    expect(head.ogLocaleAlternates).toEqual([]);
  });
});

describe("/sitemap.xml in every language", () => {
  it("lists every screen in every language, each with exactly the alternates its page lists", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const entries = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((url) => [
        sitePath(url[1]!),
        new Map(tagsOf(url[2]!, "xhtml:link").map((link) => [link.hreflang!, sitePath(link.href!)])),
      ]),
    );
    const heads = await everyHead();
    for (const [path, head] of heads) {
      const listed = entries.get(path);
      expect(listed, `${path} is in the sitemap`).toBeDefined();
      expect([...listed!].sort(), path).toEqual([...head.alternates].sort());
    }
  });
});

describe("page views per language", () => {
  it("counts the views of /hi/, /te/ and /ur/ pages under their own addresses, and no unknown page in any language", async () => {
    const visitor = { "user-agent": browserAgent };
    for (const path of ["/hi/about-me", "/hi/", "/ur", "/ur/book-an-appointment?clinic=1", "/te/blogs/", "/about-me"]) {
      expect((await call(server, "POST", "/api/user/view", { path }, visitor)).status, path).toBe(204);
    }
    await call(server, "POST", "/api/user/view", { path: "/te/no-such-page" }, visitor);
    await call(server, "POST", "/api/user/view", { path: "/hindi/about-me" }, visitor);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const { body } = await call(server, "POST", "/api/admin/insights", { from: today, to: today }, bearer(token));
    const counted = Object.fromEntries(body.data.pages.map((page: { path: string; pageviews: number }) => [page.path, page.pageviews]));
    expect(counted).toEqual({ "/hi/about-me": 1, "/hi/": 1, "/ur/": 1, "/ur/book-an-appointment": 1, "/te/blogs": 1, "/about-me": 1 });
  });
});
