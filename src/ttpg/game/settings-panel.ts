/**
 * The per-player settings panel: which of their technologies ti4-reach should
 * count, for tables where no technology cards lie out. Opened from the table's
 * context menu ("TI4 Reach: my technologies"), shown only to that player,
 * saved with the game.
 */
import { Border, Button, CheckBox, Color, PlayerPermission, ScreenUIElement, Text, VerticalBox, world } from "@tabletop-playground/api";
import type { Player } from "@tabletop-playground/api";
import { effectName } from "../../core";
import { loadSettings, saveSettings } from "./settings";

export const OPEN_SETTINGS = "ti4-reach:settings";

/** Technologies that change move values, passage or capacity. */
export const PANEL_TECHNOLOGIES: readonly string[] = [
  "gravity-drive",
  "antimass-deflectors",
  "light-wave-deflector",
  "magmus-reactor",
  "spatial-conduit-cylinder",
  "aerie-hololattice",
  "carrier-ii",
  "cruiser-ii",
  "dreadnought-ii",
  "fighter-ii",
  "advanced-carrier-ii",
  "super-dreadnought-ii",
  "exotrireme-ii",
  "saturn-engine-ii",
  "prototype-war-sun-ii",
  "floating-factory-ii",
  "hybrid-crystal-fighter-ii",
  "memoria-ii",
  "dimensional-tear-ii",
];

/** Sets or unsets one technology for one player in the saved settings. */
export function setTechnology(player: string, technology: string, owned: boolean): void {
  const settings = loadSettings();
  const current = settings.technologies[player] ?? [];
  const next = owned ? [...current.filter((t) => t !== technology), technology] : current.filter((t) => t !== technology);
  saveSettings({ ...settings, technologies: { ...settings.technologies, [player]: next } });
}

export function openSettingsPanel(player: Player, playerId: string): ScreenUIElement {
  const owned = loadSettings().technologies[playerId] ?? [];
  const box = new VerticalBox().setChildDistance(4);
  box.addChild(new Text().setText(`TI4 Reach: technologies of ${playerId}`).setFontSize(14).setBold(true));
  box.addChild(new Text().setText("Counted when no technology cards lie out for you.").setFontSize(10));
  for (const tech of PANEL_TECHNOLOGIES) {
    const check = new CheckBox().setText(effectName(tech)).setIsChecked(owned.indexOf(tech) >= 0);
    check.onCheckStateChanged.add((_box, _player, isChecked) => setTechnology(playerId, tech, isChecked));
    box.addChild(check);
  }
  const ui = new ScreenUIElement();
  const close = new Button().setText("Close");
  close.onClicked.add(() => world.removeScreenUIElement(ui));
  box.addChild(close);
  ui.widget = new Border().setColor(new Color(0.05, 0.07, 0.12, 0.95)).setChild(box);
  ui.positionX = 0.05;
  ui.positionY = 0.1;
  ui.relativePositionX = true;
  ui.relativePositionY = true;
  ui.players = new PlayerPermission().setPlayerSlots([player.getSlot()]);
  world.addScreenUI(ui);
  return ui;
}
