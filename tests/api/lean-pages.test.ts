// Every public page of the built site with the demo content and the 1,000-word benchmark article: valid HTML, within
// its byte budget, and no admin rule in its CSS.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPractice } from "#app/content/practice.ts";
import { englishPath, languageOfPath } from "#app/i18n/languages.ts";
import { publishBenchArticle } from "../../scripts/support/bench-article.ts";
import { scriptsOf, staticPublicRoutes, translatedPostRoutes, translatedPublicRoutes, weighPage } from "../../scripts/support/page-weight.ts";
import { selectedClasses } from "../support/css-classes.ts";
import { type RunningServer, testAdmin, startServer } from "../support/server.ts";

/**
 * Issue 20's aims for every public page: 50 KB raw and 12 KB brotli (the shared stylesheet is one cached file, not
 * counted), and at most 120 KB of compressed JavaScript loaded as it opens.
 */
const aim = { raw: 50 * 1024, brotli: 12 * 1024, scripts: 120 * 1024 };

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

type VnuMessage = { type: string; url?: string; message: string; extract?: string };

let server: RunningServer;
let routes: string[];
/** The benchmark article, the English post the translated posts' scripts compare with. */
let article: string;
const pages = new Map<string, string>();

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "true" } });
  article = await publishBenchArticle(server.url, testAdmin);
  routes = [...staticPublicRoutes, article, ...translatedPublicRoutes, ...(await translatedPostRoutes(server.url))];
  for (const route of routes) pages.set(route, await (await fetch(server.url + route)).text());
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("every public page", () => {
  it("is valid HTML for the Nu Html Checker", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-vnu-"));
    try {
      const files = routes.map((route, index) => {
        const file = path.join(dir, `page-${index}.html`);
        writeFileSync(file, pages.get(route)!);
        return file;
      });
      // A page with a known error, checked in the same run, so a checker that read nothing cannot pass.
      const control = path.join(dir, "control.html");
      writeFileSync(control, '<!DOCTYPE html><html lang="en"><head><title>x</title><link data-rel="modulepreload" href="/a.js"></head><body></body></html>');
      const run = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--exit-zero-always", "--format", "json", ...files, control], {
        maxBuffer: 64 * 1024 * 1024,
      });
      const messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
      expect(messages.filter((message) => message.url?.endsWith("/control.html")).length).toBeGreaterThan(0);
      const routeOf = (url = "") => routes[Number(/page-(\d+)\.html$/.exec(url)?.[1])];
      const errors = messages
        .filter((message) => !message.url?.endsWith("/control.html"))
        .map((message) => `${routeOf(message.url)}: ${message.message} (${message.extract ?? ""})`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("stays within its byte budgets: the page raw and brotli, and the scripts it loads", async () => {
    const english = new Map<string, number>();
    for (const route of routes) {
      const weight = await weighPage(server.url, route);
      const lang = languageOfPath(route);
      expect(weight.status, route).toBe(englishPath(route) === "/no-such-page" ? 404 : 200);
      // Hindi, Telugu and Urdu take two or three bytes a letter, and are held to the same aim.
      expect(weight.raw, `${route} raw bytes`).toBeLessThanOrEqual(aim.raw);
      expect(weight.brotli, `${route} brotli bytes`).toBeLessThanOrEqual(aim.brotli);
      // The framework alone is about 90 KB: a page that lists no scripts has lost them, not slimmed them.
      expect(weight.scripts, `${route} script bytes`).toBeGreaterThan(90 * 1024);
      expect(weight.scripts, `${route} script bytes`).toBeLessThanOrEqual(aim.scripts);
      // A language adds at most 5 KB of compressed script to the same page in English (its texts, nothing else).
      if (lang === "en") english.set(route, weight.scripts);
      else {
        const same = englishPath(route).startsWith("/blogs/") ? article : englishPath(route);
        expect(weight.scripts - english.get(same)!, `${route} scripts beyond English`).toBeLessThanOrEqual(5 * 1024);
      }
    }
  });

  it("preloads its texts in its own language only, beside its scripts", () => {
    for (const route of routes) {
      const preloads = [...pages.get(route)!.matchAll(/<link[^>]*modulepreload[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!);
      const texts = preloads.filter((href) => /\/(layout|common|forms)-[\w-]+\.js$/.test(href));
      // The layout's, the common words' and the forms' areas on every page (besides the layout route's own module).
      expect(texts.length, route).toBeGreaterThanOrEqual(3);
    }
    const areas = (route: string) => [...pages.get(route)!.matchAll(/href="(\/assets\/common-[\w-]+\.js)"/g)].map((match) => match[1]);
    // Each home page names one file of the common words, and each language's is another.
    for (const route of ["/", "/hi/", "/te/", "/ur/"]) expect(areas(route), route).toHaveLength(1);
    expect(new Set(["/", "/hi/", "/te/", "/ur/"].flatMap(areas)).size).toBe(4);
  });

  it("hands its hydration data only the practice fields it shows", () => {
    const hydration = (route: string) =>
      [...pages.get(route)!.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)].map((match) => match[1]).join("");
    const [clinic] = defaultPractice.clinics;
    // A text of the doctor or the clinics goes only to the pages that show it: the home page shows the biography, not
    // the about page's introduction nor the clinics' booking links; the about page the introduction, not the biography.
    const sentOnlyTo = [
      // Long texts go beside the data in a document (lib/document-html.ts): see the next test.
      { text: defaultPractice.doctor.description[0], routes: [] },
      { text: defaultPractice.doctor.aboutIntro, routes: [] },
      // The booking form takes a clinic's bookable facts only, not the summary the clinics' cards show.
      { text: clinic.summary, routes: ["/contact-me"] },
      { text: clinic.address.streetAddress, routes: ["/", "/contact-me", "/book-an-appointment", "/our-services"] },
      { text: clinic.bookingUrl, routes: ["/book-an-appointment", "/our-services", "/contact-me"] },
    ];
    for (const route of routes.filter((route) => languageOfPath(route) === "en")) {
      const data = hydration(route);
      expect(data.length, route).toBeGreaterThan(500);
      for (const { text, routes: showing } of sentOnlyTo) {
        expect(data.includes(text), `${route}: ${text.slice(0, 40)}`).toBe(showing.includes(route));
      }
    }
    // The clinics' addresses still reach search engines from the about page, in its JSON-LD.
    expect(pages.get("/about-me")).toContain(clinic.address.streetAddress);
  });

  it("sends its long texts once, in the HTML, and a client navigation's data carries them", async () => {
    const [testimonial] = defaultPractice.testimonials;
    const [service] = defaultPractice.services;
    const longTexts = [
      { route: "/", text: defaultPractice.doctor.description[0]! },
      { route: "/about-me", text: defaultPractice.doctor.aboutIntro },
      { route: "/about-me", text: testimonial!.text },
      { route: "/our-services", text: service!.summary },
      { route: "/our-services", text: service!.details[0]! },
      { route: "/about-me", text: defaultPractice.employment.past[0]!.title },
      { route: "/contact-me", text: defaultPractice.brandNote },
    ];
    for (const { route, text } of longTexts) {
      // Once in what people read; search engines' JSON-LD may name it again.
      const html = pages.get(route)!.replace(/<script type="application\/ld\+json"[\s\S]*?<\/script>/g, "");
      const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
      expect(html.split(escaped).length - 1, `${route}: ${text.slice(0, 40)}`).toBe(1);
      const data = await (await fetch(`${server.url}${route.endsWith("/") ? `${route}_` : route}.data`)).text();
      expect(data, `${route}.data: ${text.slice(0, 40)}`).toContain(JSON.stringify(text).slice(1, -1));
    }
  });

  it("draws no icon itself: each points at a symbol of the one cached sprite", async () => {
    const sprites = new Set<string>();
    const usedBy = new Map<string, string[]>();
    for (const route of routes) {
      const html = pages.get(route)!;
      // No drawing of its own either: the logo, on every page three times (header, menu, footer), is a symbol too.
      expect(html, route).not.toMatch(/<symbol|<path|<circle/);
      const uses = [...html.matchAll(/<use href="([^"#]*)#([\w-]+)"/g)];
      expect(uses.length, route).toBeGreaterThan(3);
      for (const [, file] of uses) sprites.add(file!);
      usedBy.set(
        route,
        uses.map(([, , id]) => id!),
      );
      expect(usedBy.get(route), route).toContain("logo");
    }
    expect([...sprites]).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]+\.svg$/)]);
    const response = await fetch(server.url + [...sprites][0]);
    expect(response.headers.get("cache-control")).toContain("immutable");
    const symbols = new Set([...(await response.text()).matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1]));
    for (const [route, ids] of usedBy) {
      expect(
        ids.filter((id) => !symbols.has(id)),
        route,
      ).toEqual([]);
    }
  });

  it("loads no admin code: neither its scripts nor anything they import, at once or later", async () => {
    // Texts that exist only in the back office's code and styles.
    const adminMarkers = ["Logging in...", "Yes, delete it", "Toastify__"];
    const assets = path.resolve(process.env.BUILD_DIR ?? "build", "client");
    /** The page's scripts and every module they import, statically or by import(), read from the build. */
    const codeOf = (html: string) => {
      const seen = new Set<string>();
      const pending = [...scriptsOf(html), ...[...html.matchAll(/<link[^>]*\srel="stylesheet"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!)];
      while (pending.length > 0) {
        const file = pending.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        if (!file.endsWith(".js")) continue;
        const code = readFileSync(path.join(assets, file), "utf8");
        for (const [, imported] of code.matchAll(/(?:from|import\()\s*"\.\/([\w.-]+\.js)"/g)) pending.push(`/assets/${imported}`);
      }
      return [...seen].map((file) => readFileSync(path.join(assets, file), "utf8")).join("\n");
    };
    // The sign-in page does load them, so the check can see them.
    const adminCode = codeOf(await (await fetch(`${server.url}/admin`)).text());
    for (const marker of ["Logging in...", "Toastify__"]) expect(adminCode.includes(marker), `/admin: ${marker}`).toBe(true);
    for (const route of routes) {
      const code = codeOf(pages.get(route)!);
      expect(code.length, route).toBeGreaterThan(90 * 1024);
      expect(
        adminMarkers.filter((marker) => code.includes(marker)),
        route,
      ).toEqual([]);
    }
  });

  it("carries no admin-only CSS, inline or linked", async () => {
    const assets = path.resolve(process.env.BUILD_DIR ?? "build", "client");
    const stylesheets = (html: string) =>
      [...html.matchAll(/<link[^>]*\srel="stylesheet"[^>]*\shref="([^"]+)"/g)].map((match) => readFileSync(path.join(assets, match[1]!), "utf8"));
    const inline = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);

    const adminPage = await (await fetch(`${server.url}/admin`)).text();
    const adminClasses = selectedClasses(stylesheets(adminPage).join(""));
    const publicFile = readdirSync(path.join(assets, "assets")).find((name) => /^app-[\w-]+\.css$/.test(name))!;
    const publicClasses = selectedClasses(readFileSync(path.join(assets, "assets", publicFile), "utf8"));
    const adminOnly = [...adminClasses].filter((name) => !publicClasses.has(name));
    // The admin's own rules exist, so the check below can see them: its toasts and its screens' utilities.
    expect(adminOnly).toEqual(expect.arrayContaining([expect.stringMatching(/^Toastify__/)]));
    expect(adminOnly.filter((name) => !name.startsWith("Toastify")).length).toBeGreaterThan(20);

    for (const route of routes) {
      const html = pages.get(route)!;
      const css = selectedClasses([...inline(html), ...stylesheets(html)].join(""));
      expect(
        adminOnly.filter((name) => css.has(name)),
        route,
      ).toEqual([]);
    }
  });
});
