import "react-toastify/ReactToastify.css";
import "#app/components/admin/admin.css";
import { useEffect } from "react";
import { Outlet, type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import { ToastContainer } from "react-toastify/unstyled";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { ConfirmProvider } from "#app/components/admin/confirm-dialog.tsx";
import { ReauthDialog } from "#app/components/admin/security/reauth-dialog.tsx";
import { LoginScreen } from "#app/components/admin/login-screen.tsx";
import { LoadingState } from "#app/components/admin/states.tsx";
import { adminToastOptions, loginToastOptions } from "#app/components/admin/toast-options.ts";
import { useSessionEnded } from "#app/components/admin/use-session-ended.ts";
import { adminApi, sessionEndedNotice, sessionEvents } from "#app/lib/admin/http.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { readToken, removeToken } from "#app/lib/admin/token.ts";
import type { Route } from "./+types/layout";

type AdminGate = { signedIn: false; notice: string | null } | { signedIn: true; email: string | null };

const logoutPath = "/admin/logout";

/** Decides between the login and the admin frame: a stored token the server still accepts. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<AdminGate> {
  if (new URL(request.url).pathname === logoutPath || !readToken()) return { signedIn: false, notice: null };
  const session = await adminApi.auth.session();
  if (session.ok) return { signedIn: true, email: session.data.email };
  if (session.status === 401) {
    removeToken();
    return { signedIn: false, notice: sessionEndedNotice };
  }
  // The server could not confirm either way: keep the admin working; the next call will tell.
  return { signedIn: true, email: null };
}
clientLoader.hydrate = true as const;

/** The gate is asked again only when entering the admin afresh (/admin) or leaving it (/admin/logout). */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname && (nextUrl.pathname === "/admin" || nextUrl.pathname === logoutPath);
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Sign in", matches);
}

export function HydrateFallback() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand-100">
      <LoadingState />
    </main>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const sessionEnded = useSessionEnded();
  const gate: AdminGate = sessionEnded ? { signedIn: false, notice: sessionEndedNotice } : loaderData;
  const navigate = useNavigate();

  // REQUIRE_2FA: until a second factor is set up, the Security screen is the only one that works.
  useEffect(() => {
    const toSecurity = () => navigate("/admin/security?setup=required");
    sessionEvents.addEventListener("second-factor-required", toSecurity);
    return () => sessionEvents.removeEventListener("second-factor-required", toSecurity);
  }, [navigate]);
  return (
    <ConfirmProvider>
      {gate.signedIn ? (
        <AdminShell email={gate.email}>
          <Outlet />
          <ReauthDialog />
        </AdminShell>
      ) : (
        <LoginScreen notice={gate.notice} />
      )}
      <ToastContainer {...(gate.signedIn ? adminToastOptions : loginToastOptions)} />
    </ConfirmProvider>
  );
}
