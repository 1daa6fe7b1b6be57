import { usePractice } from "#app/lib/practice-context.ts";
import { PhoneIcon } from "#app/components/ui/icons.tsx";

const numberLink = "font-semibold whitespace-nowrap text-accent-800 underline decoration-accent-500 underline-offset-4 hover:decoration-accent-800";

/**
 * The crisis line: people who write to a psychiatrist are sometimes in danger, so every form (and the not-found
 * page) says where to get help now. The numbers are the practice content's, as `tel:` links.
 */
export function CrisisLine({ className = "" }: { className?: string }) {
  const { crisis } = usePractice();
  return (
    <div
      role="note"
      data-testid="crisis-line"
      className={`flex gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-4 text-left text-base text-ink-900 ${className}`}
    >
      <span aria-hidden="true" className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-accent-700">
        <PhoneIcon size={16} />
      </span>
      <p>
        If you are in crisis or thinking about harming yourself, call {crisis.helplineName}{" "}
        <a href={crisis.helpline.href} className={numberLink}>
          {crisis.helpline.display}
        </a>{" "}
        ({crisis.helplineHours}) or{" "}
        <a href={crisis.emergency.href} className={numberLink}>
          {crisis.emergency.display}
        </a>
        .{" "}
        <span className="text-ink-700">
          {crisis.helplineName} also answers on{" "}
          <a href={crisis.helplineAlt.href} className={numberLink}>
            {crisis.helplineAlt.display}
          </a>
          .
        </span>
      </p>
    </div>
  );
}
