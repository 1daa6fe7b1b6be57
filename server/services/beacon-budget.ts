/**
 * How much one source may add to Insights' raw rows (issue 31): one client once filled 10,481 page-view rows in 15
 * seconds, and a rotating user agent (a new visitor hash each time) got past the per-visitor goal cap. What is over
 * budget is dropped: the beacon is still answered 204, nothing is stored.
 * ([decision 37](../../docs/decisions/0037-beacon-budgets-bound-the-raw-insights-rows.md))
 */
const limits = {
  pageview: { perVisitorDay: 100, perAddressMinute: 30, perAddressDay: 1000 },
  // A visitor's 200 a day may come at once (a script on the page); the address's day is what a rotating user agent meets.
  goal: { perVisitorDay: 200, perAddressMinute: 200, perAddressDay: 400 },
  // A page's speed, sent once per page view.
  vitals: { perVisitorDay: 100, perAddressMinute: 30, perAddressDay: 1000 },
};
/** All page views, goals and vitals of a day together: a small practice's site sees hundreds; raw rows stay bounded even under a flood from many addresses. */
const rowsPerDay = 50_000;

export type BeaconKind = keyof typeof limits;
export type BudgetVerdict = "counted" | "over budget" | "over the day's budget";

/**
 * The counters are in memory and start again each India day (and each minute for the per-minute ones): a restart
 * forgetting them lets at most one more budget through. Addresses are known here only as the day-salted hash the
 * insights service makes of them, like visitors.
 */
export function createBeaconBudget() {
  let countedDay = "";
  let countedMinute = -1;
  let rowsToday = 0;
  const perDay = new Map<string, number>();
  const perMinute = new Map<string, number>();

  function startAgainWhenDue(day: string, minute: number) {
    if (day !== countedDay) {
      countedDay = day;
      rowsToday = 0;
      perDay.clear();
    }
    if (minute !== countedMinute) {
      countedMinute = minute;
      perMinute.clear();
    }
  }

  return {
    /** Takes one row of `kind` for this visitor and address, when every budget it falls under has room. */
    take(kind: BeaconKind, source: { day: string; at: Date; visitor: string; address: string }): BudgetVerdict {
      startAgainWhenDue(source.day, Math.floor(source.at.getTime() / 60_000));
      if (rowsToday >= rowsPerDay) return "over the day's budget";
      const limit = limits[kind];
      const counters = [
        { map: perDay, key: `${kind} visitor ${source.visitor}`, max: limit.perVisitorDay },
        { map: perDay, key: `${kind} address ${source.address}`, max: limit.perAddressDay },
        { map: perMinute, key: `${kind} address ${source.address}`, max: limit.perAddressMinute },
      ];
      if (counters.some(({ map, key, max }) => (map.get(key) ?? 0) >= max)) return "over budget";
      for (const { map, key } of counters) map.set(key, (map.get(key) ?? 0) + 1);
      rowsToday += 1;
      return "counted";
    },
  };
}
