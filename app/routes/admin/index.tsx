import { Navigate } from "react-router";
import { adminMeta } from "#app/lib/admin/meta.ts";
import type { Route } from "./+types/index";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Sign in", matches);
}

/** Signed in at /admin: the dashboard is the start page. (Signed out, the layout shows the login instead.) */
export default function AdminIndex() {
  return <Navigate to="/admin/dashboard" replace />;
}
