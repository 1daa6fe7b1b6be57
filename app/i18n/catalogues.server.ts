import { provideCatalogue } from "./catalogue.ts";
import { hi } from "./hi/index.ts";
import { te } from "./te/index.ts";
import { ur } from "./ur/index.ts";

/** The server renders every language: all catalogues, once, when the page bundle loads. */
provideCatalogue("hi", hi);
provideCatalogue("te", te);
provideCatalogue("ur", ur);
