import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { journal, postFor, publishComment } from "./journal-data.ts";

test.describe("Comments under a post", () => {
  test("a posted comment is thanked for, waits for review, then shows once published", async ({ page, request }, testInfo) => {
    const { latest } = await journal(request);
    const blog = postFor(latest, testInfo.project.name, 2);
    const message = `Thank you for this gentle article (${testInfo.project.name} ${Date.now()}).`;
    await page.goto(`/blogs/${blog._id}`);

    const form = page.locator("form", { has: page.getByRole("heading", { name: "Leave a Comment" }) });
    await form.getByLabel("Comment").fill(message);
    await form.getByLabel("Name").fill("Ananya Kulkarni");
    // "E-mail me once when the doctor replies" is offered once there is an address, unticked.
    const notify = form.getByRole("checkbox", { name: "E-mail me once when the doctor replies" });
    await expect(notify).toHaveCount(0);
    await form.getByLabel("Email").fill("ananya@example.com");
    await expect(notify).not.toBeChecked();
    await notify.check();
    await form.getByLabel("Mobile").fill("+91 98220 12345");

    // Hold the request a moment to see the form while it is sending.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/user/comment/create", async (route) => {
      await held;
      await route.continue();
    });
    const posted = page.waitForRequest("**/api/user/comment/create");
    await form.getByRole("button", { name: "Post Comment" }).click();
    expect((await posted).postDataJSON()).toMatchObject({ email: "ananya@example.com", notifyReply: true });
    const sending = form.getByRole("button", { name: "Submitting..." });
    await expect(sending).toBeDisabled();
    const refetch = page.waitForResponse((response) => response.url().includes(`/api/user/comment/getall?blogid=${blog._id}`));
    release();

    await expect(form.getByRole("status")).toHaveText("Thank you! Your comment has been submitted.");
    await expect(form.getByRole("button", { name: "Post Comment" })).toBeEnabled();
    for (const label of ["Comment", "Name", "Email", "Mobile"]) await expect(form.getByLabel(label)).toHaveValue("");
    await expect(notify).toHaveCount(0);
    expect((await refetch).status()).toBe(200);

    const comments = page.getByRole("region", { name: /^Comments/ });
    await expect(comments.getByText(message)).toHaveCount(0);

    await publishComment(request, message);
    await page.reload();
    await expect(page.getByRole("region", { name: /^Comments/ }).getByText(message)).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: /^Comments/ })
        .getByText("Ananya Kulkarni")
        .first(),
    ).toBeVisible();
    // The public page never shows who can be reached how.
    await expect(page.getByRole("region", { name: /^Comments/ })).not.toContainText("ananya@example.com");
  });

  test("all four fields are required and checked before anything is sent", async ({ page, request }, testInfo) => {
    const { latest } = await journal(request);
    await page.goto(`/blogs/${postFor(latest, testInfo.project.name, 2)._id}`);
    let posted = false;
    page.on("request", (req) => {
      if (req.url().endsWith("/api/user/comment/create")) posted = true;
    });
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Leave a Comment" }) });
    for (const label of ["Comment", "Name", "Email", "Mobile"]) await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Mobile")).toHaveAttribute("type", "tel");

    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByLabel("Comment")).toBeFocused();
    await expect(form.getByLabel("Comment")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Comment is required")).toBeVisible();
    await expect(form.getByText("Name is required")).toBeVisible();

    await form.getByLabel("Comment").fill("Helpful.");
    await form.getByLabel("Name").fill("Ravi");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Mobile").fill("12");
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByLabel("Email")).toBeFocused();
    await expect(form.getByText("Enter a valid email address")).toBeVisible();
    await expect(form.getByText(/^Mobile must be/)).toBeVisible();
    expect(posted).toBe(false);
  });

  test("a failed submission says so and keeps what was typed", async ({ page, request }, testInfo) => {
    const { latest } = await journal(request);
    await page.goto(`/blogs/${postFor(latest, testInfo.project.name, 2)._id}`);
    await page.route("**/api/user/comment/create", (route) => route.abort("connectionreset"));
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Leave a Comment" }) });
    await form.getByLabel("Comment").fill("Will this reach the doctor?");
    await form.getByLabel("Name").fill("Meera");
    await form.getByLabel("Email").fill("meera@example.com");
    await form.getByLabel("Mobile").fill("9822012345");
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByRole("status")).toHaveText("Something went wrong. Please try again.");
    await expect(form.getByLabel("Comment")).toHaveValue("Will this reach the doctor?");
  });
});
