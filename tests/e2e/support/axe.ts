import AxeBuilder from "@axe-core/playwright";
import { type Page, expect } from "@playwright/test";

/** Fails with the rule ids and the offending selectors when axe-core finds any WCAG A/AA violation. */
export async function expectNoAxeViolations(page: Page) {
  // Only violations are asserted: axe then builds no selectors for the passing nodes (about a tenth of a scan's time).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(violations).toEqual([]);
}
