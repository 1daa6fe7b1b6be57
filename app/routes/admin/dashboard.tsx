import { type ComponentType, type ReactNode, useRef, useState } from "react";
import { Link } from "react-router";
import { DashboardClock } from "#app/components/admin/dashboard-clock.tsx";
import { AlertIcon, BlogIcon, CommentIcon, ImageIcon, LogoutIcon, MailIcon, PlusIcon, SendIcon, VisitorsIcon } from "#app/components/ui/icons.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { cardClass, cardShape } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import type { AdminStats } from "#app/contract/admin/index.ts";
import { adminApi } from "#app/lib/admin/http.ts";
import type { Route } from "./+types/dashboard";
import { BackupCard } from "#app/components/admin/backup-card.tsx";
import { DiskWarning } from "#app/components/admin/disk-warning.tsx";
import { SecondFactorCard } from "#app/components/admin/second-factor-card.tsx";
import { commentsHref } from "#app/lib/admin/comment-filters.ts";
import { outdatedBlogsHref } from "#app/lib/admin/blog-views.ts";
import { fetchSecurity } from "#app/lib/admin/security.ts";
import { asksForSecondFactor, dismissSecondFactorCard, secondFactorCardDismissed } from "#app/lib/admin/second-factor-card.ts";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Dashboard", matches);
}

export async function clientLoader() {
  const [stats, security] = await Promise.all([adminApi.stats(), fetchSecurity()]);
  return { stats: stats.ok ? stats.data : null, askForSecondFactor: asksForSecondFactor(security, secondFactorCardDismissed()) };
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

/**
 * A section's card: its title opens the list, and so does a tap anywhere on the card (the title link's box covers it);
 * a count with a list of its own (comments awaiting approval) is a link above that box.
 */
function Shortcut({ to, title, icon: ShortcutIcon, children, attention = false }: ShortcutProps) {
  return (
    <li
      className={`${cardShape} relative flex h-full flex-col gap-3 p-5 transition-colors hover:border-accent-200 hover:bg-accent-50 ${
        attention ? "border-amber-300 bg-amber-50" : "border-sand-200 bg-white"
      }`}
    >
      <span className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent-100 text-accent-800">
          <ShortcutIcon size={20} />
        </span>
        <Link to={to} className="font-serif text-xl font-semibold after:absolute after:inset-0 after:rounded-2xl">
          {title}
        </Link>
      </span>
      <span className="text-ink-700">{children}</span>
    </li>
  );
}

/** A count that opens its own filtered list, e.g. "3 awaiting approval". */
function CountLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="relative z-10 underline decoration-accent-700/40 underline-offset-4 hover:text-accent-800 hover:decoration-accent-800">
      {children}
    </Link>
  );
}

function Figure({ value }: { value: number | undefined }) {
  return <strong className="text-2xl font-semibold text-ink-900 tabular-nums">{value === undefined ? "–" : count.format(value)}</strong>;
}

function Shortcuts({ stats }: { stats: AdminStats | null }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Shortcut to="/admin/blogs" title="Blogs" icon={BlogIcon} attention={(stats?.blogs.outdated ?? 0) > 0}>
        <Figure value={stats?.blogs.published} /> published · <Figure value={stats?.blogs.draft} /> {stats?.blogs.draft === 1 ? "draft" : "drafts"} ·{" "}
        <CountLink to={outdatedBlogsHref}>
          <Figure value={stats?.blogs.outdated} /> outdated {stats?.blogs.outdated === 1 ? "translation" : "translations"}
        </CountLink>
      </Shortcut>
      <Shortcut to="/admin/comments" title="Comments" icon={CommentIcon} attention={(stats?.comments.pending ?? 0) > 0}>
        <CountLink to={commentsHref("pending")}>
          <Figure value={stats?.comments.pending} /> awaiting approval
        </CountLink>{" "}
        · <Figure value={stats?.comments.published} /> published
        <AwaitingReply awaiting={stats?.comments.awaitingReply} />
      </Shortcut>
      <Shortcut to="/admin/contacts" title="Contacts" icon={MailIcon}>
        <Figure value={stats?.contacts} /> contact {stats?.contacts === 1 ? "message" : "messages"}
      </Shortcut>
      <Shortcut to="/admin/media" title="Media" icon={ImageIcon}>
        <Figure value={stats?.media} /> media {stats?.media === 1 ? "item" : "items"}
      </Shortcut>
      <PageLoads visitors={stats?.visitors} />
    </ul>
  );
}

/**
 * The public counter, named for what it counts: every page opened, so one reader of five pages counts five. Insights
 * counts visitors, each once a day; the card says so, since the two numbers differ.
 */
function PageLoads({ visitors }: { visitors: AdminStats["visitors"] | undefined }) {
  return (
    <li className={`${cardClass} flex flex-col gap-3 p-5`}>
      <span className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-sand-100 text-ink-700">
          <VisitorsIcon size={20} />
        </span>
        <span className="font-serif text-xl font-semibold">Page loads</span>
      </span>
      <span className="text-ink-700">
        <Figure value={visitors?.totalCount} /> in all · <Figure value={visitors?.currentCount} /> today
      </span>
      <span className="text-sm text-ink-700">
        What the site shows as “Total Visitors”: one for every page opened, so a reader of five pages counts five. Visitors, each counted once a day, are in{" "}
        <Link to="/admin/insights" className="text-accent-700 underline underline-offset-4 hover:text-accent-800">
          Insights
        </Link>
        .
      </span>
    </li>
  );
}

/** Published comments the doctor has not answered yet, the urgent ones counted first. */
function AwaitingReply({ awaiting }: { awaiting: AdminStats["comments"]["awaitingReply"] | undefined }) {
  if (!awaiting || awaiting.total === 0) return null;
  return (
    <span className="mt-2 block">
      {awaiting.urgent > 0 ? (
        <>
          <CountLink to={commentsHref("urgent", "awaiting")}>
            <strong className="font-semibold text-red-800">{count.format(awaiting.urgent)} urgent</strong>
          </CountLink>{" "}
          ·{" "}
        </>
      ) : null}
      <CountLink to={commentsHref("awaiting")}>
        {plural(awaiting.total, "published comment awaiting your reply", "published comments awaiting your reply")}
      </CountLink>
    </span>
  );
}

const plural = (value: number, one: string, other: string) => `${count.format(value)} ${value === 1 ? one : other}`;

/** Messages whose words suggest a risk of self-harm, above everything else until they are dealt with. */
function UrgentMessages({ urgent, awaitingReply }: { urgent: AdminStats["urgent"]; awaitingReply: number }) {
  if (urgent.contacts + urgent.comments + awaitingReply === 0) return null;
  const link = "font-semibold text-red-900 underline underline-offset-4 hover:text-red-950";
  return (
    <section aria-labelledby="urgent-title" className={`${cardShape} mb-6 flex gap-4 border-red-300 bg-red-50 p-5`}>
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-800">
        <AlertIcon size={20} />
      </span>
      <div>
        <h2 id="urgent-title" className="font-serif text-xl font-semibold text-red-950">
          Urgent: read these first
        </h2>
        <p className="mt-1 text-ink-900">Their words suggest a risk of suicide or self-harm.</p>
        <ul className="mt-2 space-y-1">
          {urgent.contacts > 0 ? (
            <li>
              <Link to="/admin/contacts" className={link}>
                {plural(urgent.contacts, "urgent contact message", "urgent contact messages")}
              </Link>
            </li>
          ) : null}
          {urgent.comments > 0 ? (
            <li>
              <Link to={commentsHref("urgent", "pending")} className={link}>
                {plural(urgent.comments, "urgent comment awaiting approval", "urgent comments awaiting approval")}
              </Link>
            </li>
          ) : null}
          {awaitingReply > 0 ? (
            <li>
              <Link to={commentsHref("urgent", "awaiting")} className={link}>
                {plural(awaitingReply, "urgent published comment awaiting your reply", "urgent published comments awaiting your reply")}
              </Link>
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}

/** Whether the doctor is told about new messages by e-mail, what still waits to go, and a test send. */
function Notifications({ notifications }: { notifications: AdminStats["notifications"] }) {
  const [sending, setSending] = useState(false);

  async function sendTest() {
    setSending(true);
    const answer = await adminApi.notifications.test();
    if (answer.ok) notify("success", answer.message ?? "Test e-mail sent");
    else notifyFailure(answer, answer.message || "The test e-mail could not be sent");
    setSending(false);
  }

  return (
    <section aria-labelledby="notifications-title" className={`${cardClass} mt-8 p-5`}>
      <h2 id="notifications-title" className="font-serif text-xl font-semibold">
        E-mail notifications
      </h2>
      {notifications.enabled ? (
        <>
          <p className="mt-2 text-ink-700">
            On: every new message and comment sends you an e-mail.{" "}
            <span data-testid="notifications-waiting">{plural(notifications.waiting, "e-mail", "e-mails")} waiting to be sent</span>
            {notifications.failed > 0 ? `, ${plural(notifications.failed, "e-mail", "e-mails")} given up after three days of trying` : ""}.
          </p>
          <button type="button" className={buttonClass("secondary", "mt-4")} onClick={sendTest} disabled={sending}>
            <SendIcon size={20} />
            {sending ? "Sending..." : "Send a test e-mail"}
          </button>
        </>
      ) : (
        <p className="mt-2 text-ink-700">
          Off. To get an e-mail for every new message and comment, set SMTP_URL, MAIL_FROM and NOTIFY_EMAIL for the site and restart it (the README explains
          how).
        </p>
      )}
    </section>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const [askForSecondFactor, setAskForSecondFactor] = useState(loaderData.askForSecondFactor);
  const headingRef = useRef<HTMLHeadingElement>(null);
  function dismissSecondFactor() {
    dismissSecondFactorCard();
    setAskForSecondFactor(false);
    // The button that had focus is gone with its card.
    headingRef.current?.focus();
  }
  return (
    <>
      <header className="mb-8 flex flex-wrap items-start justify-between gap-6">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold focus:outline-none">
            Dashboard
          </h1>
          <p className="mt-2 max-w-prose text-ink-700">
            Welcome back. From here you can publish new comments, answer messages, keep The Wellness Journal fresh and look after the media gallery.
          </p>
        </div>
        <DashboardClock />
      </header>
      {loaderData.stats ? null : (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          The counts could not be loaded just now. The sections below still work.
        </p>
      )}
      {loaderData.stats ? <DiskWarning disk={loaderData.stats.disk} /> : null}
      {loaderData.stats ? <UrgentMessages urgent={loaderData.stats.urgent} awaitingReply={loaderData.stats.comments.awaitingReply.urgent} /> : null}
      {askForSecondFactor ? <SecondFactorCard onDismiss={dismissSecondFactor} /> : null}
      <Shortcuts stats={loaderData.stats} />
      {loaderData.stats ? <Notifications notifications={loaderData.stats.notifications} /> : null}
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
