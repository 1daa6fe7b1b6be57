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
import { publishBenchArticle } from "../../scripts/support/bench-article.ts";
import { staticPublicRoutes, weighPage } from "../../scripts/support/page-weight.ts";
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
const pages = new Map<string, string>();

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "true" } });
  const article = await publishBenchArticle(server.url, testAdmin);
  routes = [...staticPublicRoutes, article];
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
    for (const route of routes) {
      const weight = await weighPage(server.url, route);
      expect(weight.status, route).toBe(route === "/no-such-page" ? 404 : 200);
      expect(weight.raw, `${route} raw bytes`).toBeLessThanOrEqual(aim.raw);
      expect(weight.brotli, `${route} brotli bytes`).toBeLessThanOrEqual(aim.brotli);
      // The framework alone is about 90 KB: a page that lists no scripts has lost them, not slimmed them.
      expect(weight.scripts, `${route} script bytes`).toBeGreaterThan(90 * 1024);
      expect(weight.scripts, `${route} script bytes`).toBeLessThanOrEqual(aim.scripts);
    }
  });

  it("hands its hydration data only the practice fields it shows", () => {
    const hydration = (route: string) =>
      [...pages.get(route)!.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)].map((match) => match[1]).join("");
    const [clinic] = defaultPractice.clinics;
    // A text of the doctor or the clinics goes only to the pages that show it: the home page shows the biography, not
    // the about page's introduction nor the clinics' booking links; the about page the introduction, not the biography.
    const sentOnlyTo = [
      { text: defaultPractice.doctor.description[0], routes: ["/"] },
      { text: defaultPractice.doctor.aboutIntro, routes: ["/about-me"] },
      { text: clinic.address.streetAddress, routes: ["/", "/contact-me", "/book-an-appointment", "/our-services"] },
      { text: clinic.bookingUrl, routes: ["/book-an-appointment", "/our-services", "/contact-me"] },
    ];
    for (const route of routes) {
      const data = hydration(route);
      expect(data.length, route).toBeGreaterThan(500);
      for (const { text, routes: showing } of sentOnlyTo) {
        expect(data.includes(text), `${route}: ${text.slice(0, 40)}`).toBe(showing.includes(route));
      }
    }
    // The clinics' addresses still reach search engines from the about page, in its JSON-LD.
    expect(pages.get("/about-me")).toContain(clinic.address.streetAddress);
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
