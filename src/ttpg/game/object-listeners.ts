/**
 * Listeners one part of ti4-reach puts on table objects. Each object is
 * hooked once, though the table may announce it again (taken out of a
 * container, say); its listeners are forgotten once it is destroyed (units and
 * tokens come and go all game); and every one left is removed when ti4-reach stops.
 */
import type { GameObject } from "@tabletop-playground/api";

/** An engine delegate: a list of listeners. */
export interface Delegate<F> {
  add(fn: F): void;
  remove(fn: F): void;
}

/** Puts listeners on one object: `listen` attaches one, `undoLater` keeps anything else to take away at the stop. */
export type Attach = (listen: <F>(delegate: Delegate<F>, fn: F) => void, undoLater: (undo: () => void) => void) => void;

export class ObjectListeners {
  private readonly byObject = new Map<GameObject, (() => void)[]>();

  /** Hooks `o` unless it is hooked already. */
  hook(o: GameObject, attach: Attach): void {
    if (this.byObject.has(o)) return;
    const undo: (() => void)[] = [];
    this.byObject.set(o, undo);
    attach(
      (delegate, fn) => {
        delegate.add(fn);
        undo.push(() => delegate.remove(fn));
      },
      (u) => undo.push(u),
    );
  }

  /** The object is destroyed: its listeners went with it. */
  forget(o: GameObject): void {
    this.byObject.delete(o);
  }

  /** ti4-reach stops: every listener left is removed (an object already gone is skipped). */
  removeAll(): void {
    for (const undo of this.byObject.values()) {
      for (const u of undo) {
        try {
          u();
        } catch (e) {
          // the object or its delegate is gone
        }
      }
    }
    this.byObject.clear();
  }
}

/**
 * `hook` for one object at a time, each under its own guard: an object that cannot be read
 * (a method that throws, an object half destroyed) is left unhooked, never an error in the game;
 * reading the table names it in the report's diagnostics.
 */
export function hookEachReadable(hook: (o: GameObject) => void): (o: GameObject) => boolean {
  return (o) => {
    try {
      hook(o);
      return true;
    } catch (e) {
      return false;
    }
  };
}
