import { useNow } from "#app/components/admin/use-now.ts";

const dateFormat = new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", second: "2-digit", hour12: true });

function greetingFor(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}

/** Greeting, date and a clock refreshed every second; not announced each tick. */
export function DashboardClock() {
  const now = useNow(1000);
  return (
    <div>
      <p className="text-ink-700">{greetingFor(now.getHours())}</p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
        <time dateTime={now.toISOString()} className="font-serif text-3xl text-accent-800 tabular-nums" data-testid="dashboard-clock">
          {timeFormat.format(now)}
        </time>
        <span className="text-ink-700">{dateFormat.format(now)}</span>
      </p>
    </div>
  );
}
