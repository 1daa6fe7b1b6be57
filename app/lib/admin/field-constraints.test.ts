import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldConstraint } from "#app/lib/admin/field-constraints.ts";
import { practiceSchema } from "#app/lib/practice-document.ts";
import { blogInput, commentInput, privacyRequest } from "#app/lib/schemas.ts";

describe("fieldConstraint", () => {
  const form = z
    .object({
      name: z.string().trim().min(1).max(100),
      note: z.string().max(500).default(""),
      nickname: z.string().max(20).optional(),
      code: z.string().length(6).regex(/^\d+$/),
      postcode: z.string().regex(/^\d+$/).regex(/^4/),
      age: z.number().int().min(18).max(120),
      above: z.number().gt(0),
      tags: z.array(z.string().max(30)).min(1).max(5),
      pair: z.tuple([z.string().max(10), z.string().max(20)]),
      links: z.record(z.string(), z.object({ url: z.string().max(500) })),
      email: z.string().max(254).pipe(z.email()),
      padded: z.preprocess((value) => value, z.string().max(9).optional()),
      sorted: z
        .array(z.object({ day: z.number().min(0).max(6) }))
        .max(50)
        .transform((days) => days),
    })
    .superRefine(() => {});

  it("reads lengths, bounds and required from a field", () => {
    expect(fieldConstraint(form, ["name"])).toEqual({ required: true, minLength: 1, maxLength: 100 });
    expect(fieldConstraint(form, ["age"])).toEqual({ required: true, min: 18, max: 120 });
    expect(fieldConstraint(form, ["code"])).toEqual({ required: true, minLength: 6, maxLength: 6, pattern: "^\\d+$" });
  });

  it("counts a default or an optional field as not required", () => {
    expect(fieldConstraint(form, ["note"])).toEqual({ required: false, maxLength: 500 });
    expect(fieldConstraint(form, ["nickname"])).toEqual({ required: false, maxLength: 20 });
    expect(fieldConstraint(form, ["padded"])).toEqual({ required: false, maxLength: 9 });
  });

  it("gives no min for an exclusive bound, which HTML cannot say", () => {
    expect(fieldConstraint(form, ["above"])).toEqual({ required: true });
  });

  it("gives a pattern that accepts, as a whole value, what zod's patterns accept anywhere in it", () => {
    // The browser reads `pattern` as ^(?:pattern)$ with the v flag.
    const asHtml = (path: string[]) => new RegExp(`^(?:${fieldConstraint(form, path).pattern})$`, "v");
    expect(["123456", "12345a"].map((value) => asHtml(["code"]).test(value))).toEqual([true, false]);
    expect(["41", "4", "4a", "31"].map((value) => asHtml(["postcode"]).test(value))).toEqual([true, true, false, false]);
  });

  it("follows objects, array items, tuple items, records and pipes", () => {
    expect(fieldConstraint(form, ["tags"])).toEqual({ required: true, minLength: 1, maxLength: 5 });
    expect(fieldConstraint(form, ["tags", 3])).toEqual({ required: true, maxLength: 30 });
    expect(fieldConstraint(form, ["pair", 1])).toEqual({ required: true, maxLength: 20 });
    expect(fieldConstraint(form, ["links", "anything", "url"])).toEqual({ required: true, maxLength: 500 });
    expect(fieldConstraint(form, ["email"])).toEqual({ required: true, maxLength: 254 });
    expect(fieldConstraint(form, ["sorted", 0, "day"])).toEqual({ required: true, min: 0, max: 6 });
  });

  it("refuses a path the schema does not have", () => {
    expect(() => fieldConstraint(form, ["nmae"])).toThrow("The schema has no field nmae");
    expect(() => fieldConstraint(form, ["tags", "first"])).toThrow();
    expect(() => fieldConstraint(form, ["pair", 2])).toThrow();
    expect(() => fieldConstraint(form, ["name", "first"])).toThrow();
  });

  it("reads the site's own schemas", () => {
    expect(fieldConstraint(blogInput, ["title"])).toMatchObject({ required: true, maxLength: 200 });
    expect(fieldConstraint(blogInput, ["content", 0, "description"])).toMatchObject({ required: false, maxLength: 50_000 });
    expect(fieldConstraint(commentInput, ["mobile"])).toMatchObject({ required: true, maxLength: 30 });
    expect(fieldConstraint(privacyRequest, ["email"])).toMatchObject({ required: false, maxLength: 254 });
    expect(fieldConstraint(practiceSchema, ["clinics", 0, "address", "country"])).toMatchObject({ required: true, maxLength: 2 });
    expect(fieldConstraint(practiceSchema, ["clinics", 1, "durationMins"])).toMatchObject({ min: 5, max: 240 });
    expect(fieldConstraint(practiceSchema, ["doctor", "registration", "number"])).toEqual({ required: false, maxLength: 60 });
    expect(fieldConstraint(practiceSchema, ["crisis", "helpline", "display"])).toMatchObject({ required: true, maxLength: 30 });
    expect(fieldConstraint(practiceSchema, ["privacy", "requestsEmail"])).toMatchObject({ required: true, maxLength: 254 });
  });
});
