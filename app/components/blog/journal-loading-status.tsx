import { useNavigation } from "react-router";

/** Says 'Loading blogs...' while the journal list is on its way (a link back to /blogs was followed). */
export function JournalLoadingStatus() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blogs";
  return (
    <p role="status" className={loading ? "text-center text-base text-ink-700" : "sr-only"}>
      {loading ? "Loading blogs..." : ""}
    </p>
  );
}
