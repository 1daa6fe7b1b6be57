import siteCssUrl from "#app/app.css?url";

/** The public pages' stylesheet as built, one cached file (the root layout links it). */
export { siteCssUrl };
