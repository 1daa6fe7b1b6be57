import { AdminListPage } from "#app/components/admin/admin-list-page.tsx";
import { EmailLink, PhoneLink, ReceivedAt } from "#app/components/admin/table-cells.tsx";
import { LongText } from "#app/components/admin/long-text.tsx";
import { type Column, ResponsiveTable } from "#app/components/admin/responsive-table.tsx";
import { RowDeleteButton } from "#app/components/admin/row-delete-button.tsx";
import { UrgentBadge, urgentRowClass } from "#app/components/admin/urgent-badge.tsx";
import { useAdminList } from "#app/components/admin/use-admin-list.ts";
import { deleteContact, listContacts } from "#app/lib/admin/contacts.ts";
import { listViewOf } from "#app/lib/admin/lists.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import type { WireContact } from "#app/contract/shapes.ts";
import type { Route } from "./+types/contacts";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Contacts", matches);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const view = listViewOf(new URL(request.url));
  return { view, result: await listContacts(view) };
}
clientLoader.hydrate = true as const;

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  const { view, result } = loaderData;
  const list = useAdminList({ remove: deleteContact, success: "Contact deleted successfully", failure: "Failed to delete contact" });

  const columns: Column<WireContact>[] = [
    {
      header: "Name",
      cell: (contact) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-medium">{contact.name}</span>
          {contact.urgent ? <UrgentBadge /> : null}
        </span>
      ),
      width: "w-[14%]",
    },
    { header: "Mobile", cell: (contact) => <PhoneLink mobile={contact.mobile} />, width: "w-[14%]" },
    { header: "Email", cell: (contact) => <EmailLink email={contact.email} />, width: "w-[18%]" },
    { header: "Message", cell: (contact) => <LongText text={contact.message} limit={220} />, width: "w-[32%]" },
    { header: "Date", cell: (contact) => <ReceivedAt iso={contact.createdAt} />, width: "w-[12%]" },
    {
      header: "Action",
      width: "w-[10%]",
      cell: (contact) => (
        <RowDeleteButton
          row={`message from ${contact.name}`}
          deleting={list.deletingId === contact._id}
          onDelete={() =>
            list.requestDelete(contact._id, {
              title: "Delete Message?",
              text: `Are you sure? The message from ${contact.name} will be removed for good.`,
              confirmLabel: "Yes, delete it",
              cancelLabel: "Cancel",
            })
          }
        />
      ),
    },
  ];

  return (
    <AdminListPage
      list={list}
      view={view}
      result={result}
      itemsOf={(data) => data.contact}
      title="Contacts"
      noun={{ one: "message", other: "messages" }}
      summaryNote=". Urgent ones (words suggesting a risk of self-harm) come first."
      searchLabel="Search messages"
      matchNoun="message"
      showAllLabel="Show all messages"
      empty={{ title: "No messages yet", text: "Messages sent from the Contact Me page appear here." }}
      loadFailure="Failed to fetch contacts"
    >
      {(contacts) => (
        <ResponsiveTable
          caption="Contact messages, urgent ones first, then newest first"
          rows={contacts}
          columns={columns}
          rowKey={(contact) => contact._id}
          rowClassName={(contact) => (contact.urgent ? urgentRowClass : "")}
          cardTitle={(contact) => (
            <>
              {contact.name} {contact.urgent ? <UrgentBadge /> : null}
            </>
          )}
          tableFrom="lg"
        />
      )}
    </AdminListPage>
  );
}
