import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import headingFont from "#app/fonts/fraunces-headings.woff2?url";
import urduFont from "#app/fonts/noto-nastaliq-urdu.woff2?url";
import urduCssUrl from "#app/urdu.css?url";
import { isPreviewPath } from "#app/lib/blog-path.ts";
import { requestContext } from "#app/context.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { isAdminPath, languageFacts, languageOfPath, pathIn } from "#app/i18n/languages.ts";
import { loadPageAreas } from "#app/i18n/load-areas.ts";
import { type RootData, sitePractice } from "#app/lib/practice-context.ts";
import { localizedPractice, publishedLanguages } from "#app/lib/practice-i18n.ts";
import { useNonce } from "#app/lib/nonce.ts";
import { afterFirstPaintScript } from "#app/lib/scripts-after-first-paint.ts";
import { siteCssUrl } from "#app/lib/site-css.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The headings' font (font-display: optional in app.css) is only used if it is there for the first paint.
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/** Before each navigation in the browser, the texts of the page it goes to, in its language (app/i18n/load-areas.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    await loadPageAreas(new URL(request.url).pathname);
  },
];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { services, siteUrl, now, messageAreaScripts, documentHtml } = context.get(requestContext);
  const stored = await services.practice.get();
  const languages = publishedLanguages(stored);
  const { pathname } = new URL(request.url);
  const lang = languageOfPath(pathname);
  // A language not yet published has no pages (decision 31): every page of it is not found, here once for all, but
  // for a post's secret preview, which the doctor reads in its language before publishing either.
  if (!languages.includes(lang) && !isPreviewPath(pathname)) throw data(null, { status: 404 });
  const { practice, english } = localizedPractice(stored, lang);
  const site: RootData = {
    siteUrl,
    practice: sitePractice(practice, documentHtml),
    renderedAt: now().getTime(),
    languages,
    messageScripts: messageAreaScripts(pathname),
  };
  return english.length > 0 ? { ...site, englishFields: english } : site;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const lang = languageOfPath(pathname);
  const language = languageFacts[lang];
  return (
    <html lang={language.tag} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c5550" />
        {/* Starts the hydration scripts once the page has painted (app/lib/scripts-after-first-paint.ts). The
            nonce is only known on the server; the browser hides it from the DOM after parsing. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, allowed by the CSP nonce or hash. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: afterFirstPaintScript }} />
        <Meta />
        {/* One cached file for every public page (decision 26): it downloads beside the preloaded heading font,
            which holds the first paint anyway, and a second page reads it from the cache. The admin links its own,
            complete stylesheet (app/components/admin/admin.css, imported by its layout). */}
        {isAdminPath(pathname) ? null : <link rel="stylesheet" href={siteCssUrl} />}
        {lang === "ur" ? <UrduFont /> : null}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <MessageScripts />
      </body>
    </html>
  );
}

/**
 * The Nastaliq face and its rules (app/urdu.css), on the Urdu pages only: no other page downloads them. The face is
 * preloaded so that it usually arrives before the first paint instead of replacing the fallback font after it.
 */
function UrduFont() {
  return (
    <>
      <link rel="preload" href={urduFont} as="font" type="font/woff2" crossOrigin="anonymous" />
      <link rel="stylesheet" href={urduCssUrl} />
    </>
  );
}

/**
 * The page's texts in its language (app/i18n/load-areas.ts), preloaded like its scripts (and, like them, only once
 * the page has painted: lib/scripts-after-first-paint.ts), so that the entry finds them loaded instead of asking
 * for them one round trip later.
 */
function MessageScripts() {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.messageScripts.map((href) => <link key={href} rel="modulepreload" href={href} />);
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const lang = useLang();
  const text = useMessages().notFound;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl">{notFound ? text.missingTitle : text.errorTitle}</h1>
      <p className="mt-4 text-ink-700">{notFound ? text.missingText : text.errorText}</p>
      <a className="mt-8 inline-block text-accent-700 underline" href={pathIn(lang, "/")}>
        {text.backHome}
      </a>
    </main>
  );
}
