import { type FormEvent, useEffect, useRef, useState } from "react";
import { usePractice } from "#app/lib/practice-context.ts";
import { signInFailureMessage } from "#app/lib/admin/auth.ts";
import { adminApi } from "#app/lib/admin/http.ts";
import { completeSignIn, passkeysSupported, signInWithPasskey } from "#app/lib/admin/security.ts";
import { storeToken } from "#app/lib/admin/token.ts";
import { signinInput } from "#app/lib/schemas.ts";
import { EyeIcon, EyeOffIcon, KeyIcon } from "#app/components/ui/icons.tsx";
import { CodeField } from "#app/components/admin/security/code-field.tsx";
import { notify } from "#app/components/admin/toasts.ts";
import { fieldErrorClass, fieldLabelClass, inputClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";

/** A full load, as SPEC.md asks: the admin starts from a clean page with the new session. */
function enter(token: unknown): boolean {
  if (typeof token !== "string" || !token) return false;
  storeToken(token);
  window.location.assign("/admin/dashboard");
  return true;
}

/**
 * Sign-in for the doctor or an assistant: the password, then the code from the authenticator app (or a recovery
 * code) when a second factor is set up; or a passkey. `notice` explains why they are here again (e.g. an ended session).
 */
export function LoginScreen({ notice }: { notice: string | null }) {
  const practice = usePractice();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState("");
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [canUsePasskey, setCanUsePasskey] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    passkeysSupported().then(setCanUsePasskey, () => setCanUsePasskey(false));
  }, []);

  function failed(message: string) {
    notify("error", message);
    setError(message);
    setSubmitting(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signinInput.safeParse({ email, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Email and password are required");
      return;
    }
    setSubmitting(true);
    setError("");
    const result = await adminApi.auth.signIn(parsed.data);
    if (!result.ok) return failed(signInFailureMessage(result));
    const answer = result.data;
    if (answer && "mfaToken" in answer && answer.mfaToken) {
      setMfaToken(answer.mfaToken);
      setSubmitting(false);
      requestAnimationFrame(() => codeRef.current?.focus());
      return;
    }
    if (!enter(answer && "encoded_token" in answer ? answer.encoded_token : undefined)) failed("Invalid response from server");
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mfaToken) return;
    setSubmitting(true);
    setError("");
    const result = await completeSignIn(mfaToken, code);
    if (!result.ok) return failed(signInFailureMessage(result));
    if (!enter(result.data.encoded_token)) failed("Invalid response from server");
  }

  async function signInByPasskey() {
    setSubmitting(true);
    setError("");
    const result = await signInWithPasskey();
    if (!result) return failed("The passkey was not used. Try again, or sign in with your password.");
    if (!result.ok) return failed(signInFailureMessage(result));
    if (!enter(result.data.encoded_token)) failed("Invalid response from server");
  }

  function startAgain() {
    setMfaToken(null);
    setCode("");
    setPassword("");
    setError("");
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand-100 px-4 py-10">
      <div className="w-full max-w-md">
        <p className="text-center font-serif text-xl text-accent-800">{practice.shortName}</p>
        <div className="mt-4 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold">{mfaToken ? "Enter your code" : "Admin sign in"}</h1>
          <p className="mt-1 text-ink-700">
            {mfaToken ? "Open the authenticator app on your phone and enter the 6-digit code it shows." : "Manage blogs, comments, messages and media."}
          </p>
          {notice && !mfaToken ? (
            <p role="status" className="mt-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
              {notice}
            </p>
          ) : null}
          {mfaToken ? (
            <form onSubmit={submitCode} className="mt-6 space-y-5">
              <CodeField
                value={code}
                onChange={setCode}
                inputRef={codeRef}
                error={error || undefined}
                hint="Lost your phone? Enter one of your recovery codes instead."
              />
              <button type="submit" disabled={submitting} className={buttonClass("primary", "w-full")}>
                {submitting ? "Checking..." : "Continue"}
              </button>
              <button type="button" onClick={startAgain} className={buttonClass("quiet", "w-full")}>
                Start again
              </button>
            </form>
          ) : (
            <form onSubmit={submit} className="mt-6 space-y-5">
              <div>
                <label htmlFor="admin-email" className={fieldLabelClass}>
                  Email
                </label>
                <input
                  id="admin-email"
                  name="email"
                  type="email"
                  autoComplete="username webauthn"
                  inputMode="email"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor="admin-password" className={fieldLabelClass}>
                  Password
                </label>
                <div className="relative">
                  <input
                    id="admin-password"
                    name="password"
                    type={showPassword ? "text" : "password"}
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    className={`${inputClass} pr-14`}
                  />
                  <button
                    type="button"
                    aria-controls="admin-password"
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword(!showPassword)}
                    className="absolute top-1/2 right-1 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-lg text-ink-700 hover:bg-sand-100"
                  >
                    {showPassword ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
                    <span className="sr-only">Show password</span>
                  </button>
                </div>
              </div>
              {error ? <p className={fieldErrorClass}>{error}</p> : null}
              <button type="submit" disabled={submitting} className={buttonClass("primary", "w-full")}>
                {submitting ? "Logging in..." : "Login"}
              </button>
              {canUsePasskey ? (
                <button type="button" disabled={submitting} onClick={() => void signInByPasskey()} className={buttonClass("secondary", "w-full gap-2")}>
                  <KeyIcon size={20} />
                  Sign in with a passkey
                </button>
              ) : null}
            </form>
          )}
        </div>
        <p className="mt-6 text-center">
          <a href="/" className="inline-flex min-h-11 items-center font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800">
            Go to Site
          </a>
        </p>
      </div>
    </main>
  );
}
