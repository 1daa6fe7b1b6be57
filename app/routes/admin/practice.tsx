import { useRevalidator } from "react-router";
import { PageHeader } from "../../components/admin/PageHeader.tsx";
import { PracticeEditor } from "../../components/admin/practice/PracticeEditor.tsx";
import { LoadError } from "../../components/admin/States.tsx";
import { useLoadFailureToast } from "../../components/admin/useLoadFailureToast.ts";
import { adminMeta } from "../../lib/admin/meta.ts";
import { fetchPractice } from "../../lib/admin/practice.ts";
import type { Route } from "./+types/practice";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Practice", matches);
}

export async function clientLoader() {
  return { result: await fetchPractice() };
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
