import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import "#app/app.css";
import headingFont from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import { requestContext } from "#app/context.ts";
import type { RootData } from "#app/lib/practice-context.ts";
import { useNonce } from "#app/lib/nonce.ts";
import { entranceScript } from "#app/lib/reveal.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The headings' font is needed for the first paint (font-display: optional in app.css).
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { services, siteUrl } = context.get(requestContext);
  return { siteUrl, practice: await services.practice.get(), renderedAt: Date.now() };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    // The head script below may add data-entrance before hydration.
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c5550" />
        {/* Before first paint: lets the home hero start hidden for its entrance (app/lib/reveal.ts). The nonce
            is only known on the server; the browser hides it from the DOM after parsing. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, allowed by the CSP nonce. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: entranceScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-ink-700">
        {notFound ? "The page you were looking for does not exist." : "Please try again in a moment."}
      </p>
      <a className="mt-8 inline-block text-accent-700 underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
