/** Short human names for systems and adjacency reasons. */
import type { Galaxy, HexKey, LinkReason } from "../../core/all";

/** "26 Lodor", "39 (alpha)", "18 Mecatol Rex". */
export function systemName(galaxy: Galaxy, key: HexKey): string {
  const system = galaxy.systems.get(key);
  if (system === undefined) return `[${key}]`;
  const planets = system.planets.map((p) => p.name).join("/");
  const unique = (galaxy.byTile.get(system.tile) ?? []).length === 1;
  const label = unique ? `${system.tile}` : `${system.tile}@[${key}]`;
  return planets === "" ? label : `${label} ${planets}`;
}

export function reasonText(reason: LinkReason): string {
  switch (reason.kind) {
    case "edge":
      return "shared edge";
    case "hyperlane":
      return `hyperlane (${reason.via.length} tile${reason.via.length === 1 ? "" : "s"})`;
    case "wormhole":
      if (reason.from === "creuss-flagship" || reason.to === "creuss-flagship") return `${reason.wormhole} wormhole (Creuss flagship)`;
      if (reason.from === "assimilated-flagship" || reason.to === "assimilated-flagship") return `${reason.wormhole} wormhole (flagship, Valefar Assimilator Z)`;
      return `${reason.wormhole} wormhole`;
    case "ingress":
      return "ingress and egress (the Fracture)";
    case "breach":
      return "active breaches";
    case "effect":
      return reason.effect;
  }
}
