import { useNavigation } from "react-router";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { pathIn } from "#app/i18n/languages.ts";

/** Says 'Loading blogs...' while the journal list is on its way (a link back to /blogs was followed). */
export function JournalLoadingStatus() {
  const navigation = useNavigation();
  const lang = useLang();
  const t = useMessages().journal;
  const loading = navigation.state === "loading" && navigation.location.pathname === pathIn(lang, "/blogs");
  return (
    <p role="status" className={loading ? "text-center text-base text-ink-700" : "sr-only"}>
      {loading ? t.loading : ""}
    </p>
  );
}
