// Run by `npm run build`: the built scripts and styles, compressed once (see server/compressed-assets.ts).
import path from "node:path";
import { precompressAssets } from "../server/compressed-assets.ts";

const assetsDir = path.resolve(process.env.BUILD_DIR ?? "build", "client", "assets");
const count = await precompressAssets(assetsDir);
console.log(`Compressed ${count} files in ${path.relative(process.cwd(), assetsDir)} (brotli 11, gzip 9).`);
