import { useState } from "react";
import { useRevalidator } from "react-router";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { AuthenticatorSection } from "#app/components/admin/security/authenticator-section.tsx";
import { PasskeysSection } from "#app/components/admin/security/passkeys-section.tsx";
import { PasswordSection } from "#app/components/admin/security/password-section.tsx";
import { RecoveryCodes } from "#app/components/admin/security/recovery-codes.tsx";
import { SessionsSection } from "#app/components/admin/security/sessions-section.tsx";
import { LoadError } from "#app/components/admin/states.tsx";
import { useLoadFailureToast } from "#app/components/admin/use-load-failure-toast.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { fetchSecurity } from "#app/lib/admin/security.ts";
import type { Route } from "./+types/security";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Security", matches);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // REQUIRE_2FA sends the admin here with ?setup=required until a second factor is set up.
  const setupAsked = new URL(request.url).searchParams.get("setup") === "required";
  return { setupAsked, result: await fetchSecurity() };
}
clientLoader.hydrate = true as const;

const loadFailure = "The security settings could not be loaded.";

/**
 * The back office's second factor: the authenticator app with its recovery codes, passkeys, the signed-in sessions
 * and the password. Turning things off, new recovery codes, removing a passkey and the password change ask the admin to
 * confirm it is them when the last confirmation is older than 15 minutes.
 */
export default function AdminSecurity({ loaderData }: Route.ComponentProps) {
  const { setupAsked, result } = loaderData;
  const revalidator = useRevalidator();
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  useLoadFailureToast(result, loadFailure);
  const reload = () => revalidator.revalidate();

  const header = <PageHeader title="Security" description="A second step after the password keeps patients' messages safe even if the password leaks." />;
  if (!result.ok) {
    return (
      <>
        {header}
        <LoadError text={loadFailure} onRetry={() => void reload()} busy={revalidator.state === "loading"} />
      </>
    );
  }
  const overview = result.data;
  const setupRequired = setupAsked && !overview.totp && overview.passkeys.length === 0;
  return (
    <>
      {header}
      <div className="flex max-w-3xl flex-col gap-6">
        {setupRequired ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            This site asks for a second factor. Set up the authenticator app or add a passkey to use the back office.
          </p>
        ) : null}
        {freshCodes ? <RecoveryCodes codes={freshCodes} onDone={() => setFreshCodes(null)} /> : null}
        <AuthenticatorSection overview={overview} onChanged={reload} onCodes={setFreshCodes} />
        <PasskeysSection overview={overview} onChanged={reload} />
        <SessionsSection overview={overview} onChanged={reload} />
        <PasswordSection />
      </div>
    </>
  );
}
