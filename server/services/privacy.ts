import { sql } from "kysely";
import type { AdminComment, Contact, Person } from "#app/lib/domain.ts";
import type { Db } from "../db/connection.ts";
import type { CommentService } from "./comments.ts";
import type { ContactService } from "./contacts.ts";
import type { Outbox } from "./outbox.ts";

/**
 * A mobile number as a person may write it either way: "+91 90000 12345", "09000012345" and "9000012345" are
 * the same Indian number, so a leading 91 (of 12 digits) or 0 (of 11) is dropped before comparing digits.
 */
function comparableMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/** The stored mobile without the separators the form allows (spaces, dashes, a leading +), for a first filter in SQL. */
const storedDigits = (column: string) => sql<string>`replace(replace(replace(${sql.ref(column)}, ' ', ''), '-', ''), '+', '')`;

/**
 * A person's copy and erasure (DPDP Act 2023 s.11, s.12): every comment and contact message carrying their
 * e-mail (any letter case) or their mobile number (by its digits).
 */
export function createPrivacyService(db: Db, deps: { comments: CommentService; contacts: ContactService; outbox: Outbox }) {
  async function matchingIds(executor: Db, table: "comments" | "contacts", person: Person): Promise<string[]> {
    const email = person.email?.toLowerCase();
    const mobile = person.mobile ? comparableMobile(person.mobile) : undefined;
    const rows = await executor
      .selectFrom(table)
      .select(["id", "email", "mobile"])
      .where((eb) =>
        eb.or([...(email ? [eb(sql<string>`lower(email)`, "=", email)] : []), ...(mobile ? [eb(storedDigits("mobile"), "like", `%${mobile}`)] : [])]),
      )
      .execute();
    // SQLite's lower() knows only ASCII, and the LIKE above only narrows: the exact rule is applied here.
    return rows
      .filter((row) => (email !== undefined && row.email.toLowerCase() === email) || (mobile !== undefined && comparableMobile(row.mobile) === mobile))
      .map((row) => row.id);
  }

  return {
    /** Everything kept about the person, as the back office sees it. */
    async export(person: Person): Promise<{ comments: AdminComment[]; contacts: Contact[] }> {
      const [commentIds, contactIds] = await Promise.all([matchingIds(db, "comments", person), matchingIds(db, "contacts", person)]);
      const [comments, contacts] = await Promise.all([deps.comments.byIds(commentIds), deps.contacts.byIds(contactIds)]);
      return { comments, contacts };
    },

    /** Deletes everything kept about the person, with any e-mail still waiting about it; answers the counts. */
    async erase(person: Person): Promise<{ comments: number; contacts: number }> {
      return db.transaction().execute(async (trx) => {
        // One connection: inside the transaction every query goes through `trx`.
        const commentIds = await matchingIds(trx, "comments", person);
        const contactIds = await matchingIds(trx, "contacts", person);
        if (commentIds.length > 0) await trx.deleteFrom("comments").where("id", "in", commentIds).execute();
        if (contactIds.length > 0) await trx.deleteFrom("contacts").where("id", "in", contactIds).execute();
        await deps.outbox.forget(trx, [...commentIds, ...contactIds]);
        return { comments: commentIds.length, contacts: contactIds.length };
      });
    },
  };
}
