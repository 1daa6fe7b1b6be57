// The bytes of every public page, as the server sends it (raw) and as brotli at its best (quality 11), and of the
// JavaScript it loads as the server sends it to a browser (brotli).
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import { publishBenchArticle } from "./bench-article.ts";
import { startBuiltServer } from "./built-server.ts";
import { languages, pathIn } from "#app/i18n/languages.ts";
import { publicPagePaths } from "#app/lib/public-pages.ts";

export type PageWeight = { route: string; status: number; raw: number; brotli: number; scripts: number };

/** Every kind of public page; the benchmark article stands for the articles, /no-such-page for the 404. */
export const staticPublicRoutes = [...publicPagePaths, "/no-such-page"];

/** The same pages in Hindi, Telugu and Urdu, which carry the same texts in scripts of three bytes a character. */
export const translatedPublicRoutes = languages.filter((lang) => lang !== "en").flatMap((lang) => staticPublicRoutes.map((route) => pathIn(lang, route)));

const brotliBytes = (body: Buffer) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * The scripts a page loads as it opens: its module preloads (held back until after the first paint) and the entry
 * it imports. The route manifest in the page also names the other pages' modules, which load only on the way there.
 */
export function scriptsOf(html: string): string[] {
  return [
    ...new Set([
      ...[...html.matchAll(/<link[^>]*modulepreload[^>]*\shref="([^"]+\.js)"/g)].map((match) => match[1]!),
      ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((match) => match[1]!),
    ]),
  ];
}

/** The bytes the server sends for `scripts` to a browser that accepts brotli. */
async function compressedBytes(base: string, scripts: string[]): Promise<number> {
  let bytes = 0;
  for (const script of scripts) {
    const response = await fetch(base + script, { headers: { "accept-encoding": "br" } });
    await response.arrayBuffer();
    // fetch hands over the decoded body; what was sent is the header's count.
    const sent = Number(response.headers.get("content-length"));
    if (!response.ok || !sent) throw new Error(`${script} answered ${response.status} without a Content-Length`);
    bytes += sent;
  }
  return bytes;
}

export async function weighPage(base: string, route: string): Promise<PageWeight> {
  const response = await fetch(base + route, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await response.arrayBuffer());
  const scripts = await compressedBytes(base, scriptsOf(body.toString("utf8")));
  return { route, status: response.status, raw: body.length, brotli: brotliBytes(body), scripts };
}

/** A published post in each other language, as the demo journal has them (issue 29): `/hi/blogs/{slug}`, … */
export async function translatedPostRoutes(base: string): Promise<string[]> {
  const routes: string[] = [];
  for (const lang of languages.filter((lang) => lang !== "en")) {
    const answer = (await (await fetch(`${base}/api/user/blog?lang=${lang}`)).json()) as { data?: { slug: string }[] };
    const slug = answer.data?.[0]?.slug;
    if (!slug) throw new Error(`the journal has no published post in ${lang}`);
    routes.push(pathIn(lang, `/blogs/${slug}`));
  }
  return routes;
}

/** Starts the built server with the demo content and the benchmark article, and weighs every public route. */
export async function measurePageWeights(port = 0): Promise<PageWeight[]> {
  const server = await startBuiltServer(port);
  try {
    const article = await publishBenchArticle(server.url, server.admin);
    const routes = [
      ...staticPublicRoutes.slice(0, 7),
      article,
      ...staticPublicRoutes.slice(7),
      ...translatedPublicRoutes,
      ...(await translatedPostRoutes(server.url)),
    ];
    const weights: PageWeight[] = [];
    for (const route of routes) weights.push(await weighPage(server.url, route));
    return weights;
  } finally {
    await server.stop();
  }
}
