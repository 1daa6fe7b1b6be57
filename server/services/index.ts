import type { Config } from "../config.ts";
import type { Db } from "../db/connection.ts";
import type { ImageStore } from "../images/store.ts";

export type ServiceDeps = { db: Db; images: ImageStore; config: Config };

export function createServices(deps: ServiceDeps) {
  return { deps };
}

export type Services = ReturnType<typeof createServices>;
