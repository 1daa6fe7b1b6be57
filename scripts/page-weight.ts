// `npm run page-weight`: raw and brotli bytes of every public page of the built site (npm run build first), and the
// compressed bytes of the scripts each loads, on the demo content with the 1,000-word benchmark article published.
import { measurePageWeights } from "./support/page-weight.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const weights = await measurePageWeights(Number(process.env.PAGE_WEIGHT_PORT ?? 0));
console.log(`${"route".padEnd(40)} ${"status".padStart(6)} ${"raw".padStart(10)} ${"brotli".padStart(10)} ${"scripts (br)".padStart(13)}`);
for (const { route, status, raw, brotli, scripts } of weights) {
  console.log(`${route.padEnd(40)} ${String(status).padStart(6)} ${kb(raw).padStart(10)} ${kb(brotli).padStart(10)} ${kb(scripts).padStart(13)}`);
}
