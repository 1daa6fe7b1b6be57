import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import { type Lang, languageOfPath, languages, pathIn } from "#app/i18n/languages.ts";
import { indiaNow } from "#app/lib/booking-days.ts";
import type { Insights } from "#app/lib/domain.ts";
import type { GoalName } from "#app/lib/insights.ts";
import type { Db } from "../db/connection.ts";
import { now } from "../db/clock.ts";
import type { Logger } from "../logger.ts";
import { type BeaconKind, createBeaconBudget } from "./beacon-budget.ts";

/** The India calendar day of an instant: visitors are counted per India day, and salts change at India midnight. */
const indiaDayOf = (at: Date): string => indiaNow(at.getTime()).date;

/** Salts older than this are deleted: after that nobody can link a stored hash to an address again. */
const saltLifetimeMs = 48 * 3600 * 1000;
/** Raw rows older than this many days are folded into daily totals. */
const rawDays = 90;
/** A referrer's host is shown once this many visitors came from it: one client cannot put any host on the screen. */
const referrerMinVisitors = 3;
/** Vitals samples kept per page and day before sampling starts (1 in n, growing with the traffic). */
const vitalsPerPageDay = 500;
/** Queued rows are written at least this often, and at once beyond `flushAtRows`. */
const flushEveryMs = 1000;
const flushAtRows = 500;
/** The booking page in every language (issue 28): the funnel counts a visit to any of them. */
const bookingPaths = languages.map((lang) => pathIn(lang, "/book-an-appointment"));

export type DeviceClass = "mobile" | "tablet" | "desktop";
export type Visit = { address: string; userAgent: string };
/** The current address (slug) of the published post whose current or earlier address this is; null for any other. */
type PublishedAddress = (slug: string, lang: Lang) => Promise<string | null>;

/** The device class from the user agent: tablets first (an Android tablet has no "Mobile"), then phones. */
function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|IEMobile|Opera Mini/i.test(userAgent)) return "mobile";
  return "desktop";
}

type Total = { day: string; metric: string; key: string; visitors: number; count: number };

/** 75th percentile, by the nearest-rank method (what Google's field data reports). */
function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

type VitalValues = { lcp: number | null; inp: number | null; cls: number | null; samples: number };
type VitalSamples = { lcp: number[]; inp: number[]; cls: number[]; samples: number };

/** Per group, each metric's values (a row stands for `samples` of them) and the number of samples. */
function groupVitals<Row extends VitalValues>(rows: Row[], keyOf: (row: Row) => string): Map<string, VitalSamples> {
  const groups = new Map<string, VitalSamples>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { lcp: [], inp: [], cls: [], samples: 0 };
    group.samples += row.samples;
    for (const metric of ["lcp", "inp", "cls"] as const) {
      const value = row[metric];
      if (value !== null) group[metric].push(...Array<number>(row.samples).fill(value));
    }
    groups.set(key, group);
  }
  return groups;
}

function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * Counting without identifying (issue 19), in the way of Plausible: a visitor is SHA-256(the India day's random salt,
 * the address, the user agent); only the hash is stored, with the path, the referrer's host, the device class and the
 * day. Rows are queued and written in batches, so a page view never waits for the disk. What one source may add is
 * bounded (beacon-budget.ts), and a journal path counts only when it is a published post's address.
 */
export function createInsightsService(db: Db, { publishedAddress, logger }: { publishedAddress: PublishedAddress; logger: Logger }) {
  const salts = new Map<string, Buffer>();
  const budget = createBeaconBudget();
  let dayOverBudget = "";
  const vitalsToday = new Map<string, number>();
  let queued: {
    pageviews: { day: string; path: string; referrer: string; device: DeviceClass; visitor: string }[];
    goals: { day: string; name: string; path: string; clinic: string; visitor: string }[];
    vitals: { day: string; path: string; lcp: number | null; inp: number | null; cls: number | null }[];
  } = {
    pageviews: [],
    goals: [],
    vitals: [],
  };
  let timer: NodeJS.Timeout | undefined;
  let countedDay = "";

  async function saltOf(day: string): Promise<Buffer> {
    const known = salts.get(day);
    if (known) return known;
    await db
      .insertInto("insight_salts")
      .values({ day, salt: randomBytes(32), created_at: now().toISOString() })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    const row = await db.selectFrom("insight_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    salts.set(day, row.salt);
    return row.salt;
  }

  async function visitorOf(day: string, visit: Visit): Promise<string> {
    const salt = await saltOf(day);
    return createHash("sha256").update(salt).update(visit.address).update("\0").update(visit.userAgent).digest("base64url").slice(0, 22);
  }

  /** Whether the budgets of this visitor and address have room for one more row; the address is only hashed, as the visitor. */
  async function admitted(kind: BeaconKind, day: string, visitor: string, visit: Visit): Promise<boolean> {
    const address = createHash("sha256")
      .update(await saltOf(day))
      .update(visit.address)
      .digest("base64url")
      .slice(0, 22);
    const verdict = budget.take(kind, { day, at: now(), visitor, address });
    if (verdict === "over the day's budget" && dayOverBudget !== day) {
      dayOverBudget = day;
      logger.warn({ day }, "insights: the day's budget of raw rows is used up; page views, goals and page speeds are not counted until India midnight");
    }
    return verdict === "counted";
  }

  /** A journal post's path as its current address when it is a published post's (current or earlier) address, else null. */
  async function journalChecked(path: string): Promise<string | null> {
    const lang = languageOfPath(path);
    const slug = /^\/blogs\/([^/]+)$/.exec(pathIn("en", path))?.[1];
    if (!slug) return path;
    const current = await publishedAddress(slug, lang);
    return current ? pathIn(lang, `/blogs/${current}`) : null;
  }

  /** The day's per-visitor and per-page counters start again at India midnight. */
  function today(): string {
    const day = indiaDayOf(now());
    if (day !== countedDay) {
      countedDay = day;
      vitalsToday.clear();
    }
    return day;
  }

  function queueSize() {
    return queued.pageviews.length + queued.goals.length + queued.vitals.length;
  }

  function scheduleFlush() {
    if (queueSize() >= flushAtRows) {
      void flush();
      return;
    }
    timer ??= setTimeout(() => void flush(), flushEveryMs);
  }

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = queued;
    queued = { pageviews: [], goals: [], vitals: [] };
    if (batch.pageviews.length + batch.goals.length + batch.vitals.length === 0) return;
    await db.transaction().execute(async (trx) => {
      if (batch.pageviews.length) await trx.insertInto("pageviews").values(batch.pageviews).execute();
      if (batch.goals.length) await trx.insertInto("goal_events").values(batch.goals).execute();
      if (batch.vitals.length) await trx.insertInto("vitals").values(batch.vitals).execute();
    });
  }

  /** Per day, metric and key: distinct visitors and the count, from the raw rows of [from, to]. */
  async function rawTotals(from: string, to: string): Promise<Total[]> {
    const views = (metric: string, key: ReturnType<typeof sql<string>>, where = sql`1`) =>
      sql<Total>`SELECT day, ${metric} AS metric, ${key} AS key, count(DISTINCT visitor) AS visitors, count(*) AS count
        FROM pageviews WHERE day BETWEEN ${from} AND ${to} AND ${where} GROUP BY day, key`.execute(db);
    const goals = (metric: string, key: ReturnType<typeof sql<string>>, where = sql`1`) =>
      sql<Total>`SELECT day, ${metric} AS metric, ${key} AS key, count(DISTINCT visitor) AS visitors, count(*) AS count
        FROM goal_events WHERE day BETWEEN ${from} AND ${to} AND ${where} GROUP BY day, key`.execute(db);
    const results = await Promise.all([
      views("views", sql`''`),
      views("page", sql`path`),
      views("referrer", sql`referrer`, sql`referrer != ''`),
      views("device", sql`device`),
      views("booking", sql`''`, sql`path IN (${sql.join(bookingPaths)})`),
      goals("goal", sql`name`),
      goals("whatsapp", sql`clinic`, sql`name = 'whatsapp_tap'`),
    ]);
    return results.flatMap((result) => result.rows);
  }

  async function vitalsSamples(from: string, to: string) {
    const raw = await db.selectFrom("vitals").select(["path", "lcp", "inp", "cls"]).where("day", ">=", from).where("day", "<=", to).execute();
    const folded = await db.selectFrom("vitals_totals").selectAll().where("day", ">=", from).where("day", "<=", to).execute();
    // A folded day counts as its 75th percentile repeated by its samples: close to the true one, and kept for ever.
    return groupVitals([...raw.map((row) => ({ ...row, samples: 1 })), ...folded], (row) => row.path);
  }

  return {
    /** Queues one page view of a counted path (app/lib/insights.ts), unless over budget or no published post's. */
    async recordPageview(input: { path: string; referrerHost: string } & Visit): Promise<void> {
      const day = today();
      const visitor = await visitorOf(day, input);
      if (!(await admitted("pageview", day, visitor, input))) return;
      const path = await journalChecked(input.path);
      if (!path) return;
      queued.pageviews.push({ day, path, referrer: input.referrerHost, device: deviceClass(input.userAgent), visitor });
      scheduleFlush();
    },

    /** Queues one goal, unless over budget (beyond 200 a visitor and 400 an address a day, among others). */
    async recordGoal(input: { name: GoalName; path: string; clinic: string } & Visit): Promise<void> {
      const day = today();
      const visitor = await visitorOf(day, input);
      if (!(await admitted("goal", day, visitor, input))) return;
      queued.goals.push({ day, name: input.name, path: input.path, clinic: input.clinic, visitor });
      scheduleFlush();
    },

    /** Queues one page's vitals; beyond 500 a page and day, 1 in n is kept, n growing with the traffic. */
    async recordVitals(input: { path: string; lcp?: number; inp?: number; cls?: number } & Visit): Promise<void> {
      const day = today();
      if (!(await admitted("vitals", day, await visitorOf(day, input), input))) return;
      const path = await journalChecked(input.path);
      if (!path) return;
      const seen = (vitalsToday.get(path) ?? 0) + 1;
      vitalsToday.set(path, seen);
      if (seen > vitalsPerPageDay && seen % Math.ceil(seen / vitalsPerPageDay) !== 0) return;
      queued.vitals.push({ day, path, lcp: input.lcp ?? null, inp: input.inp ?? null, cls: input.cls ?? null });
      scheduleFlush();
    },

    flush,

    /** Writes what is queued and stops the timer (shutdown). */
    async stop(): Promise<void> {
      await flush();
    },

    /** Deletes salts older than 48 hours; answers how many. */
    async purgeSalts(at = now()): Promise<number> {
      const cutoff = new Date(at.getTime() - saltLifetimeMs).toISOString();
      const result = await db.deleteFrom("insight_salts").where("created_at", "<", cutoff).executeTakeFirst();
      for (const day of [...salts.keys()]) if (day < indiaDayOf(new Date(at.getTime() - saltLifetimeMs))) salts.delete(day);
      return Number(result.numDeletedRows);
    },

    /** Folds raw rows older than 90 days into daily totals and deletes them; the totals stay equal. Answers the days folded. */
    async fold(at = now()): Promise<number> {
      await flush();
      const cutoff = addDays(indiaDayOf(at), -rawDays);
      const oldestDays = await Promise.all(
        (["pageviews", "goal_events", "vitals"] as const).map((table) =>
          db
            .selectFrom(table)
            .select((eb) => eb.fn.min("day").as("day"))
            .where("day", "<", cutoff)
            .executeTakeFirst(),
        ),
      );
      const from = oldestDays
        .map((row) => row?.day)
        .filter((day): day is string => Boolean(day))
        .sort()[0];
      if (!from) return 0;
      const to = addDays(cutoff, -1);
      const totals = await rawTotals(from, to);
      const vitalRows = await db.selectFrom("vitals").select(["day", "path", "lcp", "inp", "cls"]).where("day", "<=", to).execute();
      const vitalsByDay = groupVitals(
        vitalRows.map((row) => ({ ...row, samples: 1 })),
        (row) => `${row.day}\t${row.path}`,
      );
      await db.transaction().execute(async (trx) => {
        for (const total of totals) {
          await trx
            .insertInto("insight_totals")
            .values(total)
            .onConflict((conflict) =>
              conflict.columns(["day", "metric", "key"]).doUpdateSet((eb) => ({
                visitors: eb("insight_totals.visitors", "+", total.visitors),
                count: eb("insight_totals.count", "+", total.count),
              })),
            )
            .execute();
        }
        for (const [key, found] of vitalsByDay) {
          const [day = "", path = ""] = key.split("\t");
          await trx
            .insertInto("vitals_totals")
            .values({ day, path, lcp: p75(found.lcp), inp: p75(found.inp), cls: p75(found.cls), samples: found.samples })
            .onConflict((conflict) => conflict.columns(["day", "path"]).doNothing())
            .execute();
        }
        await trx.deleteFrom("pageviews").where("day", "<=", to).execute();
        await trx.deleteFrom("goal_events").where("day", "<=", to).execute();
        await trx.deleteFrom("vitals").where("day", "<=", to).execute();
      });
      return new Set(totals.map((total) => total.day)).size;
    },

    /** Everything the Insights screen shows for the India days [from, to]. */
    async insights(from: string, to: string, clinics: readonly string[] = []): Promise<Insights> {
      await flush();
      const folded = await db.selectFrom("insight_totals").selectAll().where("day", ">=", from).where("day", "<=", to).execute();
      const rows = [...(await rawTotals(from, to)), ...folded];
      // A visitor's hash changes every day, so the visitors of a range are the sum of each day's.
      const sum = (metric: string) => {
        const byKey = new Map<string, { visitors: number; count: number }>();
        for (const row of rows) {
          if (row.metric !== metric) continue;
          const found = byKey.get(row.key) ?? { visitors: 0, count: 0 };
          found.visitors += Number(row.visitors);
          found.count += Number(row.count);
          byKey.set(row.key, found);
        }
        return [...byKey].map(([key, value]) => ({ key, ...value })).sort((a, b) => b.visitors - a.visitors || b.count - a.count || a.key.localeCompare(b.key));
      };
      const perDay = new Map<string, { visitors: number; pageviews: number }>();
      for (const row of rows) {
        if (row.metric !== "views") continue;
        const found = perDay.get(row.day) ?? { visitors: 0, pageviews: 0 };
        found.visitors += Number(row.visitors);
        found.pageviews += Number(row.count);
        perDay.set(row.day, found);
      }
      const days: Insights["days"] = [];
      for (let day = from; day <= to; day = addDays(day, 1)) days.push({ date: day, ...(perDay.get(day) ?? { visitors: 0, pageviews: 0 }) });
      const visitors = days.reduce((total, day) => total + day.visitors, 0);
      const bookingViews = sum("booking")[0]?.visitors ?? 0;
      const taps = new Map(sum("whatsapp").map(({ key, visitors: tapped }) => [key, tapped]));
      const vitals = await vitalsSamples(from, to);
      return {
        totals: { visitors, pageviews: days.reduce((total, day) => total + day.pageviews, 0) },
        days,
        pages: sum("page").map(({ key, visitors: pageVisitors, count }) => ({ path: key, visitors: pageVisitors, pageviews: count })),
        referrers: sum("referrer")
          .filter(({ visitors: hostVisitors }) => hostVisitors >= referrerMinVisitors)
          .map(({ key, visitors: hostVisitors }) => ({ host: key, visitors: hostVisitors })),
        devices: sum("device").map(({ key, visitors: deviceVisitors }) => ({ kind: key, visitors: deviceVisitors })),
        goals: sum("goal").map(({ key, visitors: goalVisitors, count }) => ({ name: key, count, visitors: goalVisitors })),
        funnel: [...new Set([...clinics, ...taps.keys()])].map((clinic) => ({ clinic, visitors, bookingViews, whatsappTaps: taps.get(clinic) ?? 0 })),
        vitals: [...vitals]
          .map(([path, values]) => ({ path, lcp: p75(values.lcp), inp: p75(values.inp), cls: p75(values.cls), samples: values.samples }))
          .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path)),
      };
    },
  };
}

/** The daily figures as CSV, for a spreadsheet. */
export function insightsCsv(insights: Insights): string {
  return `date,visitors,pageviews\n${insights.days.map((day) => `${day.date},${day.visitors},${day.pageviews}`).join("\n")}\n`;
}
