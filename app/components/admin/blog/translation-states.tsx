import { Link } from "react-router";
import type { Lang } from "#app/i18n/languages.ts";
import type { WireTranslation } from "#app/contract/shapes.ts";

/** The journal's languages as the back office names them, in English. */
export const languageNames: Record<Lang, string> = { en: "English", hi: "Hindi", te: "Telugu", ur: "Urdu" };

const statusWords = { published: "published", scheduled: "scheduled", draft: "draft" } as const;

type TranslationStatesProps = {
  group: readonly WireTranslation[];
  current: string;
  /** A post without translations: nothing to show on its page (`hidden`), its language on a list's card (`shown`). */
  alone?: "hidden" | "shown";
};

/**
 * Every post of a translation group at a glance: its language, status and whether it is outdated, in words (never
 * colour alone), each a link to that post's page. `current` is the post the list sits on, named but not linked.
 */
export function TranslationStates({ group, current, alone = "hidden" }: TranslationStatesProps) {
  if (group.length < (alone === "shown" ? 1 : 2)) return null;
  return (
    <ul aria-label="Languages of this post" className="flex flex-wrap gap-2 text-sm">
      {group.map((member) => {
        const label = `${languageNames[member.lang]}: ${statusWords[member.status]}${member.outdated ? ", outdated" : ""}`;
        const className = `inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 ${
          member.outdated ? "border-amber-300 bg-amber-50 text-amber-950" : "border-sand-200 text-ink-700"
        }`;
        return (
          <li key={member._id}>
            {member._id === current ? (
              <span className={`${className} font-semibold`} aria-current="true">
                {label}
              </span>
            ) : (
              <Link to={`/admin/blogs/${member._id}`} className={`${className} underline-offset-4 hover:underline`}>
                {label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
