import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation, useNavigation } from "react-router";
import {
  BlogIcon,
  CloseIcon,
  CommentIcon,
  DashboardIcon,
  ImageIcon,
  LogoutIcon,
  MailIcon,
  MenuIcon,
  ShieldIcon,
  ClinicIcon,
  HistoryIcon,
  KeyIcon,
  ChartIcon,
} from "#app/components/ui/icons.tsx";
import { usePractice } from "#app/lib/practice-context.ts";

const sections = [
  { to: "/admin/dashboard", label: "Dashboard", icon: DashboardIcon },
  { to: "/admin/blogs", label: "Blogs", icon: BlogIcon },
  { to: "/admin/comments", label: "Comments", icon: CommentIcon },
  { to: "/admin/contacts", label: "Contacts", icon: MailIcon },
  { to: "/admin/media", label: "Media", icon: ImageIcon },
  { to: "/admin/practice", label: "Practice", icon: ClinicIcon },
  { to: "/admin/insights", label: "Insights", icon: ChartIcon },
  { to: "/admin/activity", label: "Activity", icon: HistoryIcon },
  { to: "/admin/privacy", label: "Privacy", icon: ShieldIcon },
  { to: "/admin/security", label: "Security", icon: KeyIcon },
];

const linkClass =
  "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-accent-50 hover:bg-white/10 focus-visible:outline-white aria-[current=page]:bg-white aria-[current=page]:text-accent-800";

/** The signed-in frame: the sidebar (a menu button on a phone) and the page. */
export function AdminShell({ email, children }: { email: string | null; children: ReactNode }) {
  const practice = usePractice();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();
  const navId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger: any navigation closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  const loading = navigation.state === "loading";
  return (
    <div className="min-h-dvh md:flex">
      <a href="#admin-main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-accent-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 bg-accent-800 text-white md:fixed md:inset-y-0 md:left-0 md:w-56">
        <div className="flex items-center justify-between gap-3 px-4 py-3 md:py-5">
          <Link to="/admin/dashboard" className="min-w-0 rounded-lg focus-visible:outline-white">
            <span className="block truncate font-serif text-lg">{practice.shortName}</span>
            <span className="block text-accent-100">Admin</span>
          </Link>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen(!menuOpen)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-white/30 px-3 font-medium focus-visible:outline-white md:hidden"
          >
            {menuOpen ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
            Menu
          </button>
        </div>
        <nav id={navId} aria-label="Admin" className={`${menuOpen ? "block" : "hidden"} border-t border-white/15 px-3 pb-4 md:block md:border-0`}>
          <ul className="space-y-1 pt-3 md:pt-0">
            {sections.map(({ to, label, icon: SectionIcon }) => (
              <li key={to}>
                <NavLink to={to} className={linkClass}>
                  <SectionIcon size={20} />
                  {label}
                </NavLink>
              </li>
            ))}
            <li className="border-t border-white/15 pt-2">
              <Link to="/admin/logout" className={linkClass}>
                <LogoutIcon size={20} />
                Logout
              </Link>
            </li>
          </ul>
          {email ? (
            <p className="mt-4 px-3 text-accent-100">
              Signed in as <span className="block break-words">{email}</span>
            </p>
          ) : null}
        </nav>
      </header>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-40 h-1 origin-left bg-accent-200 transition-transform duration-500 ${loading ? "scale-x-75" : "scale-x-0"}`}
      />
      <main id="admin-main" aria-busy={loading || undefined} className="min-w-0 flex-1 px-4 py-6 sm:px-6 md:ml-56 md:px-6 md:py-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
