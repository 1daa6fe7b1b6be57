import { useRef } from "react";
import { Link, useNavigation, useRevalidator } from "react-router";
import { EmailLink, PhoneLink, ReceivedAt } from "../../components/admin/TableCells.tsx";
import { ListSummary, Pager, SearchBox } from "../../components/admin/ListControls.tsx";
import { LongText } from "../../components/admin/LongText.tsx";
import { PageHeader } from "../../components/admin/PageHeader.tsx";
import { type Column, ResponsiveTable } from "../../components/admin/ResponsiveTable.tsx";
import { EmptyState, LoadError } from "../../components/admin/States.tsx";
import { buttonClass } from "../../components/admin/ui.ts";
import { useConfirmedDelete } from "../../components/admin/useConfirmedDelete.ts";
import { useLoadFailureToast } from "../../components/admin/useLoadFailureToast.ts";
import { deleteContact, listContacts } from "../../lib/admin/contacts.ts";
import { listViewOf } from "../../lib/admin/lists.ts";
import { adminMeta } from "../../lib/admin/meta.ts";
import type { Contact } from "../../lib/entities.ts";
import type { Route } from "./+types/contacts";

export function meta() {
  return adminMeta("Contacts");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const view = listViewOf(new URL(request.url));
  return { view, result: await listContacts(view) };
}
clientLoader.hydrate = true as const;

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  const { view, result } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { deletingId, requestDelete } = useConfirmedDelete({
    remove: deleteContact,
    success: "Contact deleted successfully",
    failure: "Failed to delete contact",
    onDeleted: async () => {
      await revalidator.revalidate();
      headingRef.current?.focus();
    },
  });
  useLoadFailureToast(result, "Failed to fetch contacts");

  const columns: Column<Contact>[] = [
    { header: "Name", cell: (contact) => <span className="font-medium">{contact.name}</span>, width: "w-[14%]" },
    { header: "Mobile", cell: (contact) => <PhoneLink mobile={contact.mobile} />, width: "w-[14%]" },
    { header: "Email", cell: (contact) => <EmailLink email={contact.email} />, width: "w-[18%]" },
    { header: "Message", cell: (contact) => <LongText text={contact.message} limit={220} />, width: "w-[32%]" },
    { header: "Date", cell: (contact) => <ReceivedAt iso={contact.createdAt} />, width: "w-[12%]" },
    {
      header: "Action",
      width: "w-[10%]",
      cell: (contact) => (
        <button
          type="button"
          className={buttonClass("danger", "", "compact")}
          disabled={deletingId === contact._id}
          onClick={() =>
            requestDelete(contact._id, {
              title: "Delete Message?",
              text: `Are you sure? The message from ${contact.name} will be removed for good.`,
              confirmLabel: "Yes, delete it",
              cancelLabel: "Cancel",
            })
          }
        >
          {deletingId === contact._id ? "Deleting..." : "Delete"}
          <span className="sr-only"> message from {contact.name}</span>
        </button>
      ),
    },
  ];

  const refreshing = revalidator.state === "loading" || navigation.state === "loading";
  return (
    <>
      <PageHeader
        title="Contacts"
        headingRef={headingRef}
        description={
          result.ok ? <ListSummary view={view} paged={result.data} noun={result.data.total === 1 ? "message" : "messages"} /> : undefined
        }
      />
      {result.ok ? (
        <div aria-busy={refreshing || undefined} className={refreshing ? "opacity-70 transition-opacity" : ""}>
          <SearchBox view={view} paged={result.data} label="Search messages" />
          {result.data.contact.length === 0 ? (
            view.search || view.page > 1 ? (
              <EmptyState
                title="Nothing here"
                text={view.search ? `No message matches “${view.search}”.` : "This page is empty."}
                action={
                  <Link to="?" className={buttonClass("secondary")}>
                    Show all messages
                  </Link>
                }
              />
            ) : (
              <EmptyState title="No messages yet" text="Messages sent from the Contact Me page appear here." />
            )
          ) : (
            <ResponsiveTable
              caption="Contact messages, newest first"
              rows={result.data.contact}
              columns={columns}
              rowKey={(contact) => contact._id}
              cardTitle={(contact) => contact.name}
              tableFrom="lg"
            />
          )}
          <Pager view={view} paged={result.data} />
        </div>
      ) : (
        <LoadError text="Failed to fetch contacts" onRetry={() => revalidator.revalidate()} busy={refreshing} />
      )}
    </>
  );
}
