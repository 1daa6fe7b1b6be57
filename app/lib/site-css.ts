import siteCssUrl from "#app/app.css?url";

/** The site's stylesheet as built; the server reads its text to put it in each page (see the root layout). */
export { siteCssUrl };

/** The key under which the server hands the stylesheet's text to the render (`DocumentHtml`). */
export const siteCssKey = "site-css";
