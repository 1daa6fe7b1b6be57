import { type ContactListQuery, isId } from "#app/lib/schemas.ts";
import type { Contact, NewContact } from "../domain.ts";
import type { Db } from "../db/connection.ts";
import { type Page, fetchPage } from "./records.ts";
import { newId } from "../db/ids.ts";
import { nowIso } from "../db/clock.ts";

const sortColumns = { createdAt: "created_at", name: "name", email: "email" } as const;
const searchColumns = ["name", "email", "mobile", "message"];

export function createContactService(db: Db) {
  return {
    async create(input: NewContact): Promise<{ id: string }> {
      const id = newId();
      await db
        .insertInto("contacts")
        .values({ id, name: input.name, mobile: input.mobile, email: input.email, message: input.message, created_at: nowIso() })
        .execute();
      return { id };
    },

    async list(query: ContactListQuery): Promise<Page<Contact>> {
      const { rows, total } = await fetchPage(db.selectFrom("contacts").selectAll(), query, {
        sortColumn: sortColumns[query.sortby],
        idColumn: "id",
        searchColumns,
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          mobile: row.mobile,
          email: row.email,
          message: row.message,
          createdAt: row.created_at,
        })),
        total,
      };
    },

    async remove(id: string): Promise<boolean> {
      if (!isId(id)) return false;
      const deleted = await db.deleteFrom("contacts").where("id", "=", id).executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
