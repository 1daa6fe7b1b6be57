// Issue 39 in the browser: the self-check taken to a result in English, Hindi and Urdu, at both widths (the phone
// answers one question at a time, the desktop the whole list, each width's default). Nothing is requested from the
// first answer to the printed result, nothing is kept, the WhatsApp text has the scores and no answer, the printed
// result is one A4 page, and leaving and coming back shows an empty form. The bands' boundaries are the unit test's
// (app/lib/self-check/scoring.test.ts); each language here ends in other bands, one of them with the crisis panel.
import { readFileSync } from "node:fs";
import path from "node:path";
import { type Page, expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { gotoHydrated } from "./hydrated.ts";

type Texts = { prompt: Record<"en" | "hi", string>; options: Record<"en" | "hi", string[]>; items: Record<"en" | "hi", string[]> };
const published = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../../app/content/screeners/phq9-gad7.json"), "utf8")) as Record<
  "phq9" | "gad7",
  Texts
>;

type Run = {
  path: string;
  /** The questionnaires' language: Hindi on the Hindi page; the Urdu page's patient chooses Hindi too. */
  textLang: "en" | "hi";
  /** Points per item, in order. */
  phq9: number[];
  gad7: number[];
  expected: { phq9: string; gad7: string };
  crisis: boolean;
};

const runs: Run[] = [
  {
    path: "/self-check",
    textLang: "en",
    phq9: [1, 1, 1, 1, 1, 1, 1, 1, 0],
    gad7: [2, 2, 2, 2, 2, 2, 2],
    expected: { phq9: "8 out of 27", gad7: "14 out of 21" },
    crisis: false,
  },
  {
    path: "/hi/self-check",
    textLang: "hi",
    phq9: [3, 3, 3, 3, 3, 3, 3, 2, 1],
    gad7: [3, 3, 3, 3, 3, 3, 3],
    expected: { phq9: "27 में से 24", gad7: "21 में से 21" },
    crisis: true,
  },
  {
    path: "/ur/self-check",
    textLang: "hi",
    phq9: [0, 0, 0, 0, 0, 0, 0, 0, 0],
    gad7: [1, 1, 1, 1, 1, 0, 0],
    expected: { phq9: "27 میں سے 0", gad7: "21 میں سے 5" },
    crisis: false,
  },
];

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

/** Answers every question as the page shows it, checking each item's words against the published text. */
async function answerAll(page: Page, run: Run, oneAtATime: boolean) {
  const questions = (["phq9", "gad7"] as const).flatMap((instrument) => run[instrument].map((points, index) => ({ instrument, index, points })));
  for (const [position, { instrument, index, points }] of questions.entries()) {
    const item = published[instrument].items[run.textLang][index]!;
    const question = page.getByRole("group", { name: `${index + 1}. ${item}`, exact: true });
    if (oneAtATime) await expect(page.getByTestId("self-check-progress")).toHaveText(new RegExp(`(^|\\D)${position + 1}\\D.*16`));
    await question.getByRole("radio", { name: published[instrument].options[run.textLang][points], exact: true }).check();
    if (oneAtATime && position < questions.length - 1) await page.locator("form button[type=submit]").click();
  }
  await page.locator("form button[type=submit]").click();
}

for (const run of runs) {
  test(`${run.path}: answered to a result that asks nothing of the server and keeps nothing`, async ({ page }, testInfo) => {
    const oneAtATime = testInfo.project.name === "phone";
    await gotoHydrated(page, run.path);
    await expect(page.getByTestId("crisis-line")).toBeVisible();
    if (run.path.startsWith("/ur/")) await page.getByRole("radio", { name: "हिन्दी" }).check();
    await page.getByRole("button", { name: /Start|शुरू|شروع/ }).click();

    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await answerAll(page, run, oneAtATime);

    const result = page.getByTestId("self-check-result");
    await expect(result).toBeVisible();
    await expect(page.getByTestId("score-phq9")).toContainText(run.expected.phq9);
    await expect(page.getByTestId("score-gad7")).toContainText(run.expected.gad7);
    const crisisPanel = page.getByTestId("crisis-panel");
    if (run.crisis) {
      await expect(crisisPanel).toBeVisible();
      await expect(crisisPanel.getByRole("link", { name: /14416/ }).first()).toHaveAttribute("href", "tel:14416");
      await expect(crisisPanel.getByRole("link", { name: "112", exact: true })).toHaveAttribute("href", "tel:112");
      await expect(crisisPanel.getByRole("link", { name: "1-800-891-4416" })).toHaveAttribute("href", "tel:18008914416");
      // Before any score, and it has the focus.
      const [panelBox, scoreBox] = [await crisisPanel.boundingBox(), await page.getByTestId("score-phq9").boundingBox()];
      expect(panelBox!.y).toBeLessThan(scoreBox!.y);
      await expect(crisisPanel.getByRole("heading", { level: 2 })).toBeFocused();
    } else {
      await expect(crisisPanel).toHaveCount(0);
    }

    // The WhatsApp message: the scores, not one answer or item.
    const href = await page.getByTestId("send-scores").getAttribute("href");
    const message = new URL(href!).searchParams.get("text")!;
    expect(message).toContain(run.expected.phq9);
    expect(message).toContain(run.expected.gad7);
    const answerWords = (["phq9", "gad7"] as const).flatMap((instrument) => [
      ...published[instrument].options[run.textLang],
      ...published[instrument].items[run.textLang],
    ]);
    expect(answerWords.filter((words) => message.includes(words))).toEqual([]);

    // Printed: the date, the answers and the scores, no site chrome, on one A4 page.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("printed-answers")).toBeVisible();
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    await expect(page.getByTestId("floating-actions")).toBeHidden();
    const lastItem = published.phq9.items[run.textLang][8]!;
    await expect(page.getByTestId("printed-answers")).toContainText(lastItem);
    const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: "screen" });

    expect(requests).toEqual([]);
    const kept = await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
      databases: (await indexedDB.databases()).length,
      url: window.location.pathname + window.location.search + window.location.hash,
    }));
    expect(kept).toEqual({ local: 0, session: 0, cookie: "", databases: 0, url: run.path });

    if (run.crisis) await expectNoAxeViolations(page);

    // Away and back again: an empty form.
    await page.goto(run.path.replace("self-check", "privacy"));
    await page.goBack();
    await expect(result).toHaveCount(0);
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(run.path.startsWith("/ur/") ? 3 : 2);
    await expect(page.getByRole("radio", { name: "हिन्दी", checked: true })).toHaveCount(0);
  });
}

test("clear my answers empties the form, and the setup passes axe", { tag: "@phone" }, async ({ page }) => {
  await gotoHydrated(page, "/self-check");
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "Anxiety: the GAD-7 (7 questions)" }).check();
  await page.getByRole("radio", { name: "All the questions on one page" }).check();
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByTestId("self-check-progress")).toHaveText("0 of 7 answered");
  await page
    .getByRole("group", { name: /^1\. Feeling nervous/ })
    .getByRole("radio", { name: "Several days" })
    .check();
  await expect(page.getByTestId("self-check-progress")).toHaveText("1 of 7 answered");
  await page.getByRole("button", { name: "See my scores" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please answer the 6 questions left first.");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Clear my answers" }).click();
  await expect(page.getByText("Your answers are cleared.")).toBeFocused();
  await expect(page.getByRole("radio", { name: "Both (16 questions)" })).toBeChecked();
});

test("the services for low mood and anxiety and the posts in the Practice's categories link the self-check", { tag: "@phone" }, async ({ page }) => {
  await gotoHydrated(page, "/our-services");
  await expect(page.locator("#general-psychiatry").getByRole("link", { name: "Private self-check for low mood and anxiety" })).toHaveAttribute(
    "href",
    "/self-check",
  );
  await expect(page.locator("#sexual-medicine").getByRole("link", { name: /self-check/ })).toHaveCount(0);
  await page.goto("/hi/blogs/understanding-anxiety-when-everyday-worry-becomes-too-much");
  await expect(page.getByTestId("self-check-offer").getByRole("link")).toHaveAttribute("href", "/hi/self-check");
  await page.goto("/blogs/sleep-and-mental-health-building-a-better-night");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sleep and Mental Health");
  await expect(page.getByTestId("self-check-offer")).toHaveCount(0);
});
