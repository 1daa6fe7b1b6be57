// Issue 40: on a phone, the doctor answers an Urdu comment on an Urdu post with the Urdu templates; the reader sees the
// reply right to left, its link to the Urdu booking page named in Urdu, its helplines tap-to-call.
import { expect } from "@playwright/test";
import type { WireBlog } from "#app/contract/shapes.ts";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { adminToken, bearer, createBlog, dataOf, deleteIfPresent, entryWith, expectToast, openSignedIn, uniqueName } from "./support.ts";

test("an Urdu comment gets the Urdu templates, and its published reply links /ur/… right to left with tap-to-call numbers", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const original = await createBlog(request, token, uniqueName(testInfo, "Sleep in the first week"), true);
  const { _id: urduId } = await dataOf<WireBlog>(
    await request.post("/api/admin/blogs/create", {
      headers: bearer(token),
      data: {
        title: "پہلے ہفتے کی نیند",
        category: "Testing",
        metatitle: "",
        metadescription: "نیند کے بارے میں",
        author: "Dr. Test",
        keywords: "",
        content: [{ title: "نیند", description: "نیند اور مزاج کا گہرا تعلق ہے۔" }],
        lang: "ur",
        translationOf: original._id,
      },
    }),
  );
  try {
    await dataOf(await request.put("/api/admin/blogs/published", { headers: bearer(token), data: { publishedid: urduId, published: true } }));
    const name = uniqueName(testInfo, "ثنا");
    const created = await dataOf<{ _id: string }>(
      await request.post("/api/user/comment/create", {
        data: {
          blogid: urduId,
          name,
          message: "کیا دوا شروع کرنے کے بعد پہلے ہفتے نیند خراب ہونا عام بات ہے؟",
          email: "sana@example.com",
          mobile: "+91 98765 43210",
        },
      }),
    );

    await openSignedIn(page, token, "/admin/comments");
    const entry = entryWith(page, name);
    await expect(entry).toContainText("Urdu post");
    await expect(entry.getByText("کیا دوا شروع کرنے")).toHaveCSS("direction", "rtl");
    await entry.getByRole("button", { name: `Approve and reply to ${name}` }).click();

    const box = page.getByRole("dialog", { name: `Approve and reply to ${name}` });
    await expect(box.getByRole("radio", { name: "Urdu اردو" })).toBeChecked();
    await expectNoAxeViolations(page);
    const templates = box.getByRole("group", { name: "Insert a template" });
    await templates.getByRole("button", { name: "Thank you, and book a consultation" }).click();
    await templates.getByRole("button", { name: "Crisis line: Tele-MANAS 14416 and 112" }).click();
    const reply = box.getByLabel("Your reply");
    await expect(reply).toHaveValue(/^سوال پوچھنے اور مضمون پڑھنے کا شکریہ۔.*:\n\/ur\/book-an-appointment\n\nاپنے دل کی بات.*14416.*112/s);
    await expect(reply).toHaveCSS("direction", "rtl");
    await box.getByRole("button", { name: "Approve and reply" }).click();
    await expectToast(page, "Comment published with your reply");

    await page.goto(`/ur/blogs/${original.slug}`);
    const answer = page.locator(`#comment-${created._id}`);
    const booking = answer.getByRole("link", { name: "اپائنٹمنٹ بک کریں" });
    await expect(booking).toHaveAttribute("href", "/ur/book-an-appointment");
    const paragraph = answer.locator("p", { has: page.getByRole("link", { name: "اپائنٹمنٹ بک کریں" }) });
    await expect(paragraph).toHaveCSS("direction", "rtl");
    await expect(paragraph).toHaveCSS("text-align", "start");
    await expect(booking.locator("bdi")).toHaveCSS("direction", "rtl");
    await expect(answer.getByRole("link", { name: "14416" })).toHaveAttribute("href", "tel:14416");
    await expect(answer.getByRole("link", { name: "112", exact: true })).toHaveAttribute("href", "tel:112");
  } finally {
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", urduId);
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", original._id);
  }
});
