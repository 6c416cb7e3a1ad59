/** How a table reads rules whose reading is disputed (a scenario's `switches`). */

/** Readings of disputed rules; the official reading is the default. */
export interface RuleSwitches {
  /**
   * Thunder's Edge (reported, unconfirmed): a gravity rift gives its +1 only
   * once per ship per movement. Official LRR [41]: +1 for every exit.
   */
  readonly riftBonusOncePerMove?: boolean;
  /**
   * Thunder's Edge, disputed: only a player with Sundered (the Crimson
   * Rebellion) may use epsilon wormholes, as TI4-TTPG-TS links them. Default:
   * wormholes work for every player [101], as AsyncTI4 reads it.
   */
  readonly epsilonOnlyForSundered?: boolean;
  /**
   * Twilight's Fall: the mode's generic war sun (a war sun without a card)
   * moves 2, as the base war sun. Default: move 0, as AsyncTI4's unit data,
   * the only source that gives it a value, prints it (TI4-TTPG-TS stores none).
   */
  readonly twilightsFallWarSunMoves?: boolean;
  /**
   * Twilight's Fall Slipstream read with the Prophecy of Kings text (+1 from
   * the home system or an alpha or beta system), as an older AsyncTI4 file
   * has it. Default: the current text, +1 from a system with any wormhole.
   */
  readonly twilightsFallSlipstreamAlphaBeta?: boolean;
  /**
   * Twilight's Fall Nomadic read with its older text, which also let the
   * holder's ships move into and through asteroid fields. Default: the current
   * text, which keeps only "other players cannot activate asteroid fields that
   * contain your ships".
   */
  readonly twilightsFallNomadicAsteroids?: boolean;
  /**
   * Twilight's Fall Enigma: "ignores the effects of all anomalies" read as
   * their limits only, so it still takes a gravity rift's +1 and rolls for it
   * as any ship. Default: the literal reading, no +1 and no roll.
   */
  readonly twilightsFallEnigmaUsesRifts?: boolean;
}
