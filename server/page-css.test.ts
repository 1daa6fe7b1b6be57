import { describe, expect, it } from "vitest";
import { classesIn, pageCssFor } from "./page-css.ts";

// The shape Tailwind builds: layers, a utility per rule, variants in @media and @supports, escaped class names.
const base = "@layer theme{:root,:host{--color-a:#123}}@layer base{*{margin:0}h1{font-size:2rem}}";
const utilities = [
  ".mt-4{margin-top:1rem}",
  ".mt-5{margin-top:1.25rem}",
  ".after\\:content-\\[\\'\\'\\]:after{content:''}",
  ".\\[\\&_a\\]\\:underline a{text-decoration:underline}",
  ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}",
  "@media (width>=48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}",
  "@media (hover:hover){.hover\\:bg-white\\/10:hover{background:#fff1}@supports (color:color-mix(in lab, red, red)){.hover\\:bg-white\\/10:hover{background:color-mix(in oklab, #fff 10%, transparent)}}}",
  ".group-hover\\:block:is(:where(.group):hover *){display:block}",
].join("");
const properties = '@property --tw-x{syntax:"*";inherits:false;initial-value:0}@property --tw-y{syntax:"*";inherits:false}';
const css = `${base}@layer utilities{${utilities}.translate-x-1{--tw-x:1px;translate:var(--tw-x)}.translate-y-1{--tw-y:1px;translate:var(--tw-x) var(--tw-y)}}@keyframes spin{to{transform:rotate(360deg)}}${properties}`;
const cut = pageCssFor(css);

describe("pageCssFor", () => {
  it("keeps the whole stylesheet for a page that uses every class", () => {
    const every = "mt-4 mt-5 after:content-[''] [&amp;_a]:underline space-y-4 md:flex md:grid hover:bg-white/10 group-hover:block translate-x-1 translate-y-1";
    expect(cut(`<div class="${every}"></div>`)).toBe(css);
  });

  it("keeps only the utilities the page's classes name, the registrations they read, and everything else", () => {
    const page = cut('<main class="mt-4 md:flex"><p class="hover:bg-white/10 [&amp;_a]:underline">x</p></main>');
    expect(page).toBe(
      `${base}@layer utilities{.mt-4{margin-top:1rem}.\\[\\&_a\\]\\:underline a{text-decoration:underline}@media (width>=48rem){.md\\:flex{display:flex}}` +
        "@media (hover:hover){.hover\\:bg-white\\/10:hover{background:#fff1}@supports (color:color-mix(in lab, red, red)){.hover\\:bg-white\\/10:hover{background:color-mix(in oklab, #fff 10%, transparent)}}}}" +
        "@keyframes spin{to{transform:rotate(360deg)}}",
    );
    expect(cut('<i class="translate-x-1">')).toContain(
      '.translate-x-1{--tw-x:1px;translate:var(--tw-x)}}@keyframes spin{to{transform:rotate(360deg)}}@property --tw-x{syntax:"*";inherits:false;initial-value:0}',
    );
    expect(cut('<i class="translate-x-1">')).not.toContain("--tw-y");
  });

  it("drops every utility from a page without classes", () => {
    expect(cut("<p>text</p>")).toBe(`${base}@layer utilities{}@keyframes spin{to{transform:rotate(360deg)}}`);
  });
});

describe("classesIn", () => {
  it("reads class attributes as written, entities decoded", () => {
    expect([...classesIn('<a class="x  y">1</a><b class="[&amp;_a]:z after:content-[&#x27;&#x27;]"></b><i data-class="no"></i>')]).toEqual([
      "x",
      "y",
      "[&_a]:z",
      "after:content-['']",
    ]);
  });
});
