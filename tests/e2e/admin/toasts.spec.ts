import { type Page, expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { adminToken, openSection, openSignedIn, toast } from "./support.ts";

// SPEC.md section 9: admin toasts close after 2 s, the login's keep react-toastify's 5 s, and both keep
// their time when the visitor prefers reduced motion. Section 8: a sign-in error shows the server's message.

/**
 * Resolves, `afterMs` after the first toast with `text` appears, with whether it is still on the page.
 * Timed inside the page, so the check does not depend on how quickly the test polls.
 */
function toastStillShownAfter(page: Page, text: string, afterMs: number): Promise<boolean> {
  return page.evaluate(
    ({ text, afterMs }) =>
      new Promise<boolean>((resolve) => {
        const find = () => [...document.querySelectorAll(".Toastify [role=alert]")].find((element) => element.textContent === text);
        const watch = new MutationObserver(() => {
          const shown = find();
          if (!shown) return;
          watch.disconnect();
          setTimeout(() => resolve(shown.isConnected), afterMs);
        });
        watch.observe(document.body, { childList: true, subtree: true });
      }),
    { text, afterMs },
  );
}

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("an admin toast is still there after 1.5 s and gone after its 2 s", async ({ page, request }) => {
    await openSignedIn(page, await adminToken(request), "/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.route("**/api/admin/contact", (route) => route.abort());

    const stillShown = toastStillShownAfter(page, "Failed to fetch contacts", 1500);
    await openSection(page, "Contacts");
    expect(await stillShown).toBe(true);
    await expect(toast(page, "Failed to fetch contacts")).toHaveCount(0, { timeout: 3000 });
  });

  test("a login toast keeps react-toastify's 5 s: still there after 3 s, then gone", async ({ page }, testInfo) => {
    await page.goto("/admin");
    await page.getByLabel("Email").fill(`nobody-${testInfo.project.name}-${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");

    const stillShown = toastStillShownAfter(page, "Invalid email or password", 3000);
    await page.getByRole("button", { name: "Login" }).click();
    expect(await stillShown).toBe(true);
    await expect(toast(page, "Invalid email or password")).toHaveCount(0, { timeout: 4000 });
  });
});

test("a locked-out sign-in shows the server's message, in the toast and under the form", async ({ page, context }, testInfo) => {
  // Its own client address (the e2e server trusts one proxy hop) and e-mail, so the lock-out touches no other test.
  const address = `198.51.100.${testInfo.project.name === "phone" ? 21 : 22}`;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  const email = `locked-${testInfo.project.name}-${Date.now()}@example.com`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await page.request.post("/api/auth/signin", { data: { email, password: "not-the-password" } });
    expect(answer.status()).toBe(401);
  }

  await page.goto("/admin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  const signin = page.waitForResponse("**/api/auth/signin");
  await page.getByRole("button", { name: "Login" }).click();
  const answer = await signin;
  expect(answer.status()).toBe(429);
  const serverMessage = ((await answer.json()) as { message: string }).message;
  expect(serverMessage).toBe("Too many failed sign-ins. Please try again in 15 minutes.");

  await expect(toast(page, serverMessage)).toBeVisible();
  await expect(page.locator("form").getByText(serverMessage)).toBeVisible();
});

test("a toast stands clear of the back office's header: below its bar on a phone, beside its sidebar on a wide screen", async ({ page, request }) => {
  await openSignedIn(page, await adminToken(request), "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.route("**/api/admin/contact", (route) => route.abort());
  await openSection(page, "Contacts");
  const shown = toast(page, "Failed to fetch contacts");
  await expect(shown).toBeVisible();
  const header = (await page.getByRole("banner").boundingBox())!;
  const box = (await shown.boundingBox())!;
  const apart = box.y >= header.y + header.height || box.x >= header.x + header.width;
  expect(apart, `toast ${JSON.stringify(box)}, header ${JSON.stringify(header)}`).toBe(true);
});
