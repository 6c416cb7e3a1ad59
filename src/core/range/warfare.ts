/** Thunder's Edge Warfare: the player may activate a system that holds their own command token. */
export const WARFARE_EFFECT = "te-warfare";
