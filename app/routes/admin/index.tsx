import { Navigate } from "react-router";
import { adminMeta } from "#app/lib/admin/meta.ts";

export function meta() {
  return adminMeta("Sign in");
}

/** Signed in at /admin: the dashboard is the start page. (Signed out, the layout shows the login instead.) */
export default function AdminIndex() {
  return <Navigate to="/admin/dashboard" replace />;
}
