import { redirect } from "react-router";
import { signOut } from "#app/lib/admin/auth.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import type { Route } from "./+types/logout";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Signed out", matches);
}

/** Revokes the session on the server, forgets the token and returns to /admin, which shows the login. */
export async function clientLoader() {
  await signOut();
  return redirect("/admin");
}
clientLoader.hydrate = true as const;

/** A page route, not a resource route: while the loader signs out, the layout shows the login here. */
export default function AdminLogout() {
  return null;
}
