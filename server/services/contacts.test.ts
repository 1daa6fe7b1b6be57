import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactListQuery } from "#app/lib/schemas.ts";
import { type Testbed, openTestbed } from "./test-services.ts";

let bed: Testbed;
beforeEach(async () => {
  bed = await openTestbed();
});
afterEach(async () => {
  await bed.close();
});

const message = (name: string, text: string) => ({ name, email: `${name.toLowerCase()}@example.com`, mobile: "9876543210", message: text });

describe("contact messages", () => {
  it("stores a message whole and lists it for the admin", async () => {
    const created = await bed.services.contacts.create(message("Meera", "Could I book an evening slot?"));
    expect(created.id).toMatch(/^[0-9a-f]{24}$/);
    const list = await bed.services.contacts.list(contactListQuery.parse({}));
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: created.id,
      name: "Meera",
      email: "meera@example.com",
      mobile: "9876543210",
      message: "Could I book an evening slot?",
    });
  });

  it("sorts, searches (a literal %, not a wildcard) and pages", async () => {
    await bed.services.contacts.create(message("Arjun", "About fees"));
    await bed.services.contacts.create(message("Bela", "100% sure about Saturday"));
    await bed.services.contacts.create(message("Chetan", "Timings please"));

    const byName = await bed.services.contacts.list(contactListQuery.parse({ sortby: "name", order: "asc" }));
    expect(byName.items.map((item) => item.name)).toEqual(["Arjun", "Bela", "Chetan"]);
    const percent = await bed.services.contacts.list(contactListQuery.parse({ search: "%" }));
    expect(percent.items.map((item) => item.name)).toEqual(["Bela"]);
    const page = await bed.services.contacts.list(contactListQuery.parse({ sortby: "name", order: "desc", pagesize: 2, pageno: 1 }));
    expect(page).toMatchObject({ total: 3 });
    expect(page.items.map((item) => item.name)).toEqual(["Arjun"]);
  });

  it("deletes once, and refuses unknown or malformed ids", async () => {
    const created = await bed.services.contacts.create(message("Dev", "Thanks"));
    expect(await bed.services.contacts.remove("not-an-id")).toBe(false);
    expect(await bed.services.contacts.remove("0123456789abcdef01234567")).toBe(false);
    expect(await bed.services.contacts.remove(created.id)).toBe(true);
    expect(await bed.services.contacts.remove(created.id)).toBe(false);
    expect((await bed.services.contacts.list(contactListQuery.parse({}))).total).toBe(0);
  });
});
