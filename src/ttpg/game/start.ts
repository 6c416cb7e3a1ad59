/**
 * Starts ti4-reach once per game, however many helper objects or scripts call
 * this (object scripts re-run on creation, reload and state load).
 */
import { createApi } from "./api";
import type { TI4ReachApi } from "./api";
import { createController } from "./controller";

interface ReachGlobal {
  TI4Reach?: TI4ReachApi;
}

export function startTi4Reach(): TI4ReachApi {
  const g = globalThis as ReachGlobal;
  if (g.TI4Reach !== undefined) return g.TI4Reach;
  const controller = createController();
  controller.install();
  const api = createApi(controller);
  g.TI4Reach = api;
  return api;
}
