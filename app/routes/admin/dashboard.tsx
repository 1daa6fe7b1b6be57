import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { BackupCard } from "#app/components/admin/backup-card.tsx";
import { DashboardClock } from "#app/components/admin/dashboard-clock.tsx";
import { BlogIcon, CommentIcon, ImageIcon, LogoutIcon, MailIcon, PlusIcon, VisitorsIcon } from "#app/components/ui/icons.tsx";
import { cardClass, cardShape } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { type AdminStats, fetchStats } from "#app/lib/admin/stats.ts";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Dashboard", matches);
}

export async function clientLoader() {
  const stats = await fetchStats();
  return { stats: stats.ok ? stats.data : null };
}
clientLoader.hydrate = true as const;

const count = new Intl.NumberFormat("en-IN");

type ShortcutProps = {
  to: string;
  title: string;
  icon: ComponentType<{ size?: number }>;
  children: ReactNode;
  /** Something waits for the admin (e.g. comments to approve). */
  attention?: boolean;
};

function Shortcut({ to, title, icon: ShortcutIcon, children, attention = false }: ShortcutProps) {
  return (
    <li>
      <Link
        to={to}
        className={`${cardShape} flex h-full flex-col gap-3 p-5 transition-colors hover:border-accent-200 hover:bg-accent-50 ${
          attention ? "border-amber-300 bg-amber-50" : "border-sand-200 bg-white"
        }`}
      >
        <span className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent-100 text-accent-800">
            <ShortcutIcon size={20} />
          </span>
          <span className="font-serif text-xl font-semibold">{title}</span>
        </span>
        <span className="text-ink-700">{children}</span>
      </Link>
    </li>
  );
}

function Figure({ value }: { value: number | undefined }) {
  return <strong className="text-2xl font-semibold text-ink-900 tabular-nums">{value === undefined ? "–" : count.format(value)}</strong>;
}

function Shortcuts({ stats }: { stats: AdminStats | null }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Shortcut to="/admin/blogs" title="Blogs" icon={BlogIcon}>
        <Figure value={stats?.blogs.published} /> published · <Figure value={stats?.blogs.draft} /> {stats?.blogs.draft === 1 ? "draft" : "drafts"}
      </Shortcut>
      <Shortcut to="/admin/comments" title="Comments" icon={CommentIcon} attention={(stats?.comments.pending ?? 0) > 0}>
        <Figure value={stats?.comments.pending} /> awaiting approval · <Figure value={stats?.comments.published} /> published
      </Shortcut>
      <Shortcut to="/admin/contacts" title="Contacts" icon={MailIcon}>
        <Figure value={stats?.contacts} /> contact {stats?.contacts === 1 ? "message" : "messages"}
      </Shortcut>
      <Shortcut to="/admin/media" title="Media" icon={ImageIcon}>
        <Figure value={stats?.media} /> media {stats?.media === 1 ? "item" : "items"}
      </Shortcut>
      <li className={`${cardClass} flex flex-col gap-3 p-5`}>
        <span className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-sand-100 text-ink-700">
            <VisitorsIcon size={20} />
          </span>
          <span className="font-serif text-xl font-semibold">Total Visitors</span>
        </span>
        <span className="text-ink-700">
          <Figure value={stats?.visitors.totalCount} /> in all · <Figure value={stats?.visitors.currentCount} /> today
        </span>
      </li>
    </ul>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="mb-8 flex flex-wrap items-start justify-between gap-6">
        <div>
          <h1 className="text-3xl font-semibold">Dashboard</h1>
          <p className="mt-2 max-w-prose text-ink-700">
            Welcome back. From here you can publish new comments, answer messages, keep The Wellness Journal fresh and look after the
            media gallery.
          </p>
        </div>
        <DashboardClock />
      </header>
      {loaderData.stats ? null : (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          The counts could not be loaded just now. The sections below still work.
        </p>
      )}
      <Shortcuts stats={loaderData.stats} />
      <BackupCard />
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/admin/blogs/new" className={buttonClass("primary")}>
          <PlusIcon size={20} />
          Write a new post
        </Link>
        <Link to="/admin/logout" className={buttonClass("secondary")}>
          <LogoutIcon size={20} />
          Logout
        </Link>
      </div>
    </>
  );
}
