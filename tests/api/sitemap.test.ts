// /sitemap.xml from the real server, validated with libxml2 against sitemaps.org's sitemap.xsd (shipped in the
// `sitemap` package), the image extension's schema (tests/support/xsd/sitemap-image.xsd) and the languages' alternate
// links' (tests/support/xsd/sitemap-xhtml-link.xsd).
import { readFileSync } from "node:fs";
import { setImmediate } from "node:timers/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { XmlDocument, XsdValidator } from "libxml2-wasm";
import { xmlRegisterFsInputProviders } from "libxml2-wasm/lib/nodejs.mjs";
import { describe, expect, it } from "vitest";
import { type RunningServer, call } from "../support/server.ts";
import { urlsPerSitemap } from "#app/routes/resources/sitemap.ts";
import { insertPosts, minutesBefore } from "../../scripts/support/bulk-content.ts";
import { admin, bearer, png, publishedBlog, upload, withDatabase, withSignedInServer } from "./helpers.ts";

let server: RunningServer;
let token: string;
withSignedInServer((running, adminToken) => {
  server = running;
  token = adminToken;
});

const require = createRequire(import.meta.url);
const sitemapXsd = path.join(path.dirname(require.resolve("sitemap/package.json")), "schema/sitemap.xsd");
const imageXsd = path.join(import.meta.dirname, "../support/xsd/sitemap-image.xsd");
const xhtmlLinkXsd = path.join(import.meta.dirname, "../support/xsd/sitemap-xhtml-link.xsd");
const siteindexXsd = path.join(import.meta.dirname, "../support/xsd/siteindex.xsd");
const sitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9";
const imageNs = "http://www.google.com/schemas/sitemap-image/1.1";
const xhtmlNs = "http://www.w3.org/1999/xhtml";

/** Throws with libxml2's messages when the document breaks any of the schemas (or, for an index, the index's schema). */
function validate(xml: string): void {
  if (xml.includes("<sitemapindex")) {
    validateWith(XmlDocument.fromString(readFileSync(siteindexXsd, "utf8")), xml);
    return;
  }
  xmlRegisterFsInputProviders();
  const schema = XmlDocument.fromString(
    `<?xml version="1.0"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="${sitemapNs}" schemaLocation="${pathToFileURL(sitemapXsd)}"/>
  <xsd:import namespace="${imageNs}" schemaLocation="${pathToFileURL(imageXsd)}"/>
  <xsd:import namespace="${xhtmlNs}" schemaLocation="${pathToFileURL(xhtmlLinkXsd)}"/>
</xsd:schema>`,
    { url: pathToFileURL(path.join(import.meta.dirname, "sitemap-schemas.xsd")).href },
  );
  validateWith(schema, xml);
}

/** Validates `xml` against the schema document, and disposes of the schema. */
function validateWith(schema: XmlDocument, xml: string): void {
  const validator = XsdValidator.fromDoc(schema);
  const document = XmlDocument.fromString(xml);
  try {
    validator.validate(document);
  } finally {
    document.dispose();
    validator.dispose();
    schema.dispose();
  }
}

/** Paths only: the sitemap's origin is SITE_URL, which the test server leaves at its default. */
const pathOf = (url: string) => new URL(url).pathname;

/** Each <url>'s path and the paths of the images under it, read with libxml2's XPath. */
function imagesByPage(xml: string): Map<string, string[]> {
  const document = XmlDocument.fromString(xml);
  const namespaces = { s: sitemapNs, image: imageNs };
  const pages = new Map<string, string[]>();
  for (const url of document.find("/s:urlset/s:url", namespaces)) {
    const loc = url.get("s:loc", namespaces)?.content ?? "";
    pages.set(
      pathOf(loc),
      url.find("image:image/image:loc", namespaces).map((node) => pathOf(node.content)),
    );
  }
  document.dispose();
  return pages;
}

describe("/sitemap.xml", () => {
  it("is valid against the sitemap and image schemas, and lists each cover and gallery picture once, on the page that shows it", async () => {
    const blogId = await publishedBlog(server, token, "A post with a cover");
    const cover = await upload(
      server,
      `/api/admin/blogs/blogimage/${blogId}`,
      "blogimage",
      { bytes: await png(800, 600), name: "cover.png", type: "image/png" },
      bearer(token),
    );
    expect(cover.status).toBe(200);
    await publishedBlog(server, token, "A post without a cover");
    const pictures: string[] = [];
    for (const title of ["Waiting room", "Garden"]) {
      const { _id } = await admin(server, token, "POST", "/api/admin/media/create", { title, description: "" });
      const uploaded = await upload(
        server,
        `/api/admin/media/upload/${_id}`,
        "image",
        { bytes: await png(640, 480), name: "m.png", type: "image/png" },
        bearer(token),
      );
      expect(uploaded.status).toBe(200);
    }
    const { body: media } = await call(server, "GET", "/api/user/media");
    for (const item of media.data) pictures.push(item.picture.url);
    const { body: blog } = await call(server, "GET", `/api/user/blog/${blogId}?noIncrement=true`);
    const coverUrl: string = blog.data.blog.cover.url;

    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(() => validate(xml)).not.toThrow();

    const pages = imagesByPage(xml);
    expect(pages.get("/blogs/a-post-with-a-cover")).toEqual([coverUrl]);
    expect(pages.get("/blogs/a-post-without-a-cover")).toEqual([]);
    expect([...(pages.get("/media") ?? [])].sort()).toEqual([...pictures].sort());
    const every = [...pages.values()].flat();
    expect(every).toHaveLength(new Set(every).size);
    expect(every).toHaveLength(pictures.length + 1);
  });

  // Writing and reading 50,001 addresses takes seconds, and several times that on a loaded two-core machine: its own limit.
  it("becomes a valid index of valid parts past 50,000 URLs, each part at most 50,000 and every post in one of them", async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`, { headers: { ...bearer(token), connection: "close" } });
    const before = (await sitemap.text()).match(/<url>/g)!.length;
    const added = urlsPerSitemap - before + 1;
    const times = minutesBefore(new Date("2026-01-01T00:00:00.000Z"), added);
    // The admin's token keeps the page cache out of the way: the rows go in behind the services' backs.
    const ids = withDatabase(server, (sqlite) =>
      insertPosts(
        sqlite,
        times.map((createdAt, index) => ({ title: `Bulk ${index}`, createdAt, sections: [] })),
      ),
    );
    // Each file on a connection of its own. The insert and the validation of a 6 MB part hold this process for
    // seconds under load, long enough for the server's 5 s keep-alive to close an idle socket that fetch, blocked,
    // has not yet seen close: reused, it fails with "other side closed". The turn of the loop lets fetch see it.
    await setImmediate();
    const fetchXml = async (pathname: string) => {
      const response = await fetch(server.url + pathname, { headers: { ...bearer(token), connection: "close" } });
      return { status: response.status, xml: await response.text() };
    };

    const index = await fetchXml("/sitemap.xml");
    expect(() => validate(index.xml)).not.toThrow();
    const parts = [...index.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1]!));
    expect(parts).toEqual(["/sitemap/1.xml", "/sitemap/2.xml"]);

    const listed: string[] = [];
    for (const part of parts) {
      const { status, xml } = await fetchXml(part);
      expect(status).toBe(200);
      expect(() => validate(xml)).not.toThrow();
      const pages = [...imagesByPage(xml).keys()];
      expect(pages.length).toBeLessThanOrEqual(urlsPerSitemap);
      listed.push(...pages);
    }
    expect(listed).toHaveLength(urlsPerSitemap + 1);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toContain(`/blogs/post-${ids[0]}`);
    expect(listed).toContain(`/blogs/post-${ids.at(-1)}`);
    for (const missing of ["/sitemap/3.xml", "/sitemap/0.xml", "/sitemap/one.xml"]) expect((await fetchXml(missing)).status, missing).toBe(404);
  }, 60_000);

  it("the validator refuses a sitemap that breaks the image schema", () => {
    const broken = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="${sitemapNs}" xmlns:image="${imageNs}"><url><loc>https://doctor.example/media</loc><image:image><image:title>No loc</image:title></image:image></url></urlset>`;
    expect(() => validate(broken)).toThrow();
  });

  it("the validator refuses an alternate link without its language or with a relative address", () => {
    const withLink = (link: string) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="${sitemapNs}" xmlns:xhtml="${xhtmlNs}"><url><loc>https://doctor.example/hi/media</loc>${link}</url></urlset>`;
    expect(() => validate(withLink('<xhtml:link rel="alternate" hreflang="hi" href="https://doctor.example/hi/media"/>'))).not.toThrow();
    expect(() => validate(withLink('<xhtml:link rel="alternate" href="https://doctor.example/hi/media"/>'))).toThrow();
    expect(() => validate(withLink('<xhtml:link rel="alternate" hreflang="hi" href="/hi/media"/>'))).toThrow();
  });
});
