import type { ListRequest, Page } from "#app/lib/domain.ts";
import { isId } from "#app/lib/rules.ts";
import type { Selectable } from "kysely";
import type { Db } from "../db/connection.ts";
import type { ContactsTable } from "../db/schema.ts";
import type { Outbox } from "./outbox.ts";
import { fetchPage } from "./records.ts";
import { newId } from "../db/ids.ts";
import { nowIso } from "../db/clock.ts";
import { isUrgentText, urgentFlag } from "./urgent-text.ts";
import type { Contact, NewContact } from "#app/lib/domain.ts";

const sortColumns = { createdAt: "created_at", name: "name", email: "email" } as const;
const searchColumns = ["name", "email", "mobile", "message"];

export function createContactService(db: Db, outbox: Outbox) {
  return {
    /** Stores the message, marked urgent when its words suggest a risk of self-harm, with its notification e-mail in one transaction. */
    async create(input: NewContact): Promise<{ id: string; urgent: boolean }> {
      const id = newId();
      const urgent = isUrgentText(input.message);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("contacts")
          .values({ id, name: input.name, mobile: input.mobile, email: input.email, message: input.message, urgent: urgent ? 1 : 0, created_at: nowIso() })
          .execute();
        await outbox.add(trx, "contact", id);
      });
      return { id, urgent };
    },

    async list(query: ListRequest<"contacts">): Promise<Page<Contact>> {
      const { rows, total } = await fetchPage(db.selectFrom("contacts").selectAll(), query, {
        sortColumn: sortColumns[query.sortby],
        idColumn: "id",
        searchColumns,
        flaggedFirst: "urgent",
      });
      return { items: rows.map(toContact), total };
    },

    /** The messages with these ids, newest first. */
    async byIds(ids: readonly string[]): Promise<Contact[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom("contacts").selectAll().where("id", "in", ids).orderBy("created_at", "desc").execute();
      return rows.map(toContact);
    },

    async remove(id: string): Promise<boolean> {
      if (!isId(id)) return false;
      return db.transaction().execute(async (trx) => {
        const deleted = await trx.deleteFrom("contacts").where("id", "=", id).executeTakeFirst();
        await outbox.forget(trx, [id]);
        return deleted.numDeletedRows > 0n;
      });
    },
  };
}

function toContact(row: Selectable<ContactsTable>): Contact {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    message: row.message,
    createdAt: row.created_at,
    ...urgentFlag(row.urgent),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
