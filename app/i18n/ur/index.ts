import type { Messages } from "../en/index.ts";
import { layout } from "./layout.ts";

export const ur: Messages = { layout };
