import type { Config } from "../config.ts";
import type { ImageStore } from "../images/store.ts";
import type { Logger } from "../logger.ts";
import type { Services } from "./index.ts";

export async function prepareData(_deps: { services: Services; images: ImageStore; config: Config; logger: Logger }) {}
