// The bytes of every public page, as the server sends it (raw) and as brotli at its best (quality 11).
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import { publishBenchArticle } from "./bench-article.ts";
import { startBuiltServer } from "./built-server.ts";

export type PageWeight = { route: string; status: number; raw: number; brotli: number };

/** Every kind of public page; the benchmark article stands for the articles, /no-such-page for the 404. */
export const staticPublicRoutes = [
  "/",
  "/about-me",
  "/our-services",
  "/why-choose-us",
  "/book-an-appointment",
  "/contact-me",
  "/blogs",
  "/media",
  "/privacy",
  "/no-such-page",
];

export const brotliBytes = (body: Buffer) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export async function weighPage(base: string, route: string): Promise<PageWeight> {
  const response = await fetch(base + route, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await response.arrayBuffer());
  return { route, status: response.status, raw: body.length, brotli: brotliBytes(body) };
}

/** Starts the built server with the demo content and the benchmark article, and weighs every public route. */
export async function measurePageWeights(port = 0): Promise<PageWeight[]> {
  const server = await startBuiltServer(port);
  try {
    const article = await publishBenchArticle(server.url, server.admin);
    const routes = [...staticPublicRoutes.slice(0, 7), article, ...staticPublicRoutes.slice(7)];
    const weights: PageWeight[] = [];
    for (const route of routes) weights.push(await weighPage(server.url, route));
    return weights;
  } finally {
    await server.stop();
  }
}
