/**
 * How one ship passes systems, as far as it differs from other ships: through
 * other players' ships, without its own delta wormhole, through its owner's
 * systems, ignoring anomalies.
 */

/** Per-ship differences in passage. */
export interface PassageProfile {
  /** May move through systems with other players' ships (Light/Wave Deflector, Yssaril flagship, In the Silence of Space). */
  readonly passShips: boolean;
  /** The Creuss flagship cannot use its own delta wormhole. */
  readonly withoutOwnDelta: boolean;
  /** D.W.S. Luminous: passes systems holding its owner's units, whoever else is there, +1 move for each. */
  readonly passOwnSystems: boolean;
  /** Enigma (Twilight's Fall flagship): "ignores the effects of all anomalies". */
  readonly ignoresAnomalies: boolean;
}

/** A passage profile as one number, 0 to 15, for the numbered answers. */
export function profileCode(profile: PassageProfile): number {
  return (profile.passShips ? 1 : 0) + (profile.withoutOwnDelta ? 2 : 0) + (profile.passOwnSystems ? 4 : 0) + (profile.ignoresAnomalies ? 8 : 0);
}

const PROFILES: readonly PassageProfile[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((code) => ({
  passShips: code % 2 === 1,
  withoutOwnDelta: Math.floor(code / 2) % 2 === 1,
  passOwnSystems: Math.floor(code / 4) % 2 === 1,
  ignoresAnomalies: code >= 8,
}));

/** The profile with these abilities: one of sixteen shared objects, so asking for one makes nothing new. */
export function passageProfile(passShips: boolean, withoutOwnDelta: boolean, passOwnSystems: boolean, ignoresAnomalies = false): PassageProfile {
  return PROFILES[(passShips ? 1 : 0) + (withoutOwnDelta ? 2 : 0) + (passOwnSystems ? 4 : 0) + (ignoresAnomalies ? 8 : 0)] as PassageProfile;
}

/** The profile a code stands for (see profileCode). */
export function profileOfCode(code: number): PassageProfile {
  return PROFILES[code] as PassageProfile;
}
