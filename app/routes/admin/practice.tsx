import { useRevalidator } from "react-router";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { PracticeEditor } from "#app/components/admin/practice/practice-editor.tsx";
import { LoadError } from "#app/components/admin/states.tsx";
import { useLoadFailureToast } from "#app/components/admin/use-load-failure-toast.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { adminApi } from "#app/lib/admin/http.ts";
import type { Route } from "./+types/practice";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Practice", matches);
}

export async function clientLoader() {
  return { result: await adminApi.practice.get() };
}
clientLoader.hydrate = true as const;

const loadFailure = "Failed to load the practice details";

export default function AdminPractice({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const revalidator = useRevalidator();
  useLoadFailureToast(result, loadFailure);
  if (!result.ok) {
    return (
      <>
        <PageHeader title="Practice" />
        <LoadError text={loadFailure} onRetry={() => void revalidator.revalidate()} busy={revalidator.state === "loading"} />
      </>
    );
  }
  return <PracticeEditor initial={result.data} />;
}
