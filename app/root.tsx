import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import headingFont from "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import { requestContext } from "./context.ts";
import { useNonce } from "./lib/nonce.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The headings' font is needed for the first paint (font-display: optional in app.css).
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.get(requestContext).siteUrl };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c5550" />
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
