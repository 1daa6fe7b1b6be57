// Helpers for the back-office specs: a real session from the real sign-in, data made through the real API,
// and names unique to each test so the phone and desktop projects never trip over each other.
import { randomBytes } from "node:crypto";
import { type APIRequestContext, type Locator, type Page, type TestInfo, expect } from "@playwright/test";
import sharp from "sharp";
import type { ApiAnswer, WireBlog } from "#app/contract/shapes.ts";
import { e2eAdmin } from "../support/admin.ts";

export async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const answer = (await response.json()) as ApiAnswer<T>;
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${JSON.stringify(answer)}`).toBe(true);
  if (!answer.success) throw new Error(answer.message);
  return answer.data;
}

/** A fresh admin session, as the login screen would get it. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await dataOf<{ encoded_token: string }>(await request.post("/api/auth/signin", { data: e2eAdmin }))).encoded_token;
}

export function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** Puts a session token where the back office keeps it, then opens `path`. */
export async function openSignedIn(page: Page, token: string, path: string) {
  await page.goto("/robots.txt");
  await page.evaluate((value) => window.localStorage.setItem("adminToken", value), token);
  await page.goto(path);
}

/** "Label phone 3f9a1c": unique per test and per project. */
export function uniqueName(testInfo: TestInfo, label: string): string {
  return `${label} ${testInfo.project.name} ${randomBytes(3).toString("hex")}`;
}

/** A small real PNG on disk for the file inputs. */
export async function pngFile(testInfo: TestInfo, name = "picture.png"): Promise<string> {
  const file = testInfo.outputPath(name);
  await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 47, g: 127, b: 120 } } })
    .png()
    .toFile(file);
  return file;
}

/** The toast with exactly this text (react-toastify renders each as role="alert"). */
export function toast(scope: Page | Locator, text: string): Locator {
  const exactly = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  return scope.locator(".Toastify").getByRole("alert").filter({ hasText: exactly });
}

/**
 * The newest toast with this text is showing (an earlier one may still be fading out). Pass the open dialog
 * as `scope` for messages said while it stays open: they must show inside it, above the page.
 */
export async function expectToast(scope: Page | Locator, text: string) {
  await expect(toast(scope, text).last()).toBeVisible();
}

/** The row (wide screens) or card (phones) of a list that contains `text`; only the displayed one matches. */
export function entryWith(page: Page, text: string): Locator {
  return page.getByRole("row").or(page.getByRole("listitem")).filter({ hasText: text });
}

/** The admin's sidebar link; on a phone it sits behind the Menu button. */
export async function openSection(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name, exact: true }).click();
}

const sampleSections = [
  { title: "Why sleep matters", description: "Sleep and mood are **closely linked**." },
  { title: "Small steps", description: "- Same wake-up time\n- Less screen time at night" },
];

/** A blog made through the admin API; published when asked. */
export async function createBlog(request: APIRequestContext, token: string, title: string, published = false): Promise<WireBlog> {
  const created = await dataOf<{ _id: string }>(
    await request.post("/api/admin/blogs/create", {
      headers: bearer(token),
      data: { title, category: "Testing", metatitle: "", metadescription: `About ${title}`, author: "Dr. Test", keywords: "", content: sampleSections },
    }),
  );
  if (published) {
    await dataOf(await request.put("/api/admin/blogs/published", { headers: bearer(token), data: { publishedid: created._id, published: true } }));
  }
  return (await dataOf<{ blog: WireBlog }>(await request.post("/api/admin/blogs/get", { headers: bearer(token), data: { _id: created._id } }))).blog;
}

/** Removes what a test made, if the test itself did not get that far. */
export async function deleteIfPresent(request: APIRequestContext, token: string, path: string, id: string) {
  await request.delete(path, { headers: bearer(token), data: { _id: id } });
}
