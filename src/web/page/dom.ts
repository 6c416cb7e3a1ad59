/** A small element builder and a redraw that changes only what differs: standard DOM only. */
type Attrs = Record<string, string | number | boolean | undefined | ((e: Event) => void)>;
type Child = Node | string | undefined | false;

/**
 * An element's handlers, by event type. Each element listens once per type and calls the handler
 * kept here, so a redraw that keeps the element gives it the new handler (and the closure's new values).
 */
const HANDLERS = new WeakMap<Element, Map<string, (e: Event) => void>>();

function listen(el: Element, type: string, handler: (e: Event) => void): void {
  let handlers = HANDLERS.get(el);
  if (handlers === undefined) {
    handlers = new Map();
    HANDLERS.set(el, handlers);
  }
  if (!handlers.has(type)) el.addEventListener(type, (e) => HANDLERS.get(el)?.get(type)?.(e));
  handlers.set(type, handler);
}

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === "function") listen(el, name.substring(2).toLowerCase(), value);
    else if (name === "value" && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) el.value = `${value}`;
    else if (name === "checked" && el instanceof HTMLInputElement) el.checked = value === true;
    else el.setAttribute(name, value === true ? "" : `${value}`);
  }
  for (const child of children.flat()) {
    if (child === undefined || child === false) continue;
    el.append(child);
  }
  return el;
}

/**
 * Replaces an element's content with new content, keeping every node that stays the same kind in its
 * place and changing only its text, attributes, handlers and value: the page then restyles and lays out
 * only what changed (a click that activates changes the report, not the palette). Keyboard focus stays on
 * a kept control, or moves to the new control with the same id.
 */
export function fill(target: HTMLElement, ...children: (Child | Child[])[]): void {
  const active = document.activeElement;
  const focusId = active instanceof HTMLElement && target.contains(active) ? active.id : "";
  const next = children.flat().filter((c): c is Node | string => c !== undefined && c !== false);
  morphChildren(target, next.map((n) => (typeof n === "string" ? document.createTextNode(n) : n)));
  if (focusId !== "" && document.activeElement !== active) document.getElementById(focusId)?.focus();
}

/** The key an element of a list redrawn by keys was drawn for (fillParts: its markup; fillKeyed: its item's key). */
const DRAWN_AS = new WeakMap<Node, string>();

/**
 * Puts the elements of `keys` in `list`, in order: a child drawn for a key still wanted stays, untouched,
 * and what is not wanted goes first, so the children kept stand in order without moving (a move is a new
 * layout). `make` builds the elements of the keys not found (their indices), or answers undefined.
 */
function placeByKey(list: Element, keys: readonly string[], keyOf: (child: ChildNode) => string | undefined, make: (missing: readonly number[]) => readonly Node[] | undefined): boolean {
  const kept = new Map<string, ChildNode[]>();
  for (const child of [...list.childNodes]) {
    const key = keyOf(child);
    const same = key === undefined ? undefined : kept.get(key);
    if (key === undefined) child.remove();
    else if (same === undefined) kept.set(key, [child]);
    else same.push(child);
  }
  const reused = keys.map((key) => kept.get(key)?.shift());
  kept.forEach((left) => left.forEach((child) => child.remove()));
  const missing = keys.flatMap((_, i) => (reused[i] === undefined ? [i] : []));
  const made = missing.length === 0 ? [] : make(missing);
  if (made === undefined || made.length !== missing.length) return false;
  let next = 0;
  keys.forEach((_, i) => {
    const node = reused[i] ?? made[next++]!;
    const at = list.childNodes[i] ?? null;
    if (node !== at) list.insertBefore(node, at);
  });
  return true;
}

/**
 * Replaces the content of an element of an SVG picture, given as parts of markup of one element each: a
 * part drawn the same as before keeps its element (a label that did not move is not laid out again), the
 * others are parsed together in one go. Markup whose parts are not one element each is drawn whole.
 */
export function fillParts(target: Element, parts: readonly string[]): void {
  // The first drawing's elements came from the whole picture's markup: they are known by their own; its line breaks go.
  const keyOf = (child: ChildNode): string | undefined => (child instanceof Element ? (DRAWN_AS.get(child) ?? child.outerHTML) : undefined);
  const parsed = (missing: readonly number[]): Element[] | undefined => {
    const parse = document.createElementNS(target.namespaceURI, target.localName);
    parse.innerHTML = missing.map((i) => parts[i]).join("");
    if (parse.childNodes.length !== missing.length) return undefined;
    const made = [...parse.children];
    made.forEach((el, k) => DRAWN_AS.set(el, parts[missing[k]!]!));
    return made;
  };
  if (!placeByKey(target, parts, keyOf, parsed)) target.innerHTML = parts.join("");
}

/**
 * Redraws a list kept on the page by its items' keys: an item whose key (everything it shows and does) is
 * the same keeps its element untouched; only new items are built.
 */
export function fillKeyed(list: Element, items: readonly { readonly key: string; readonly build: () => Node }[]): void {
  const built = (missing: readonly number[]): Node[] =>
    missing.map((i) => {
      const node = items[i]!.build();
      DRAWN_AS.set(node, items[i]!.key);
      return node;
    });
  placeByKey(
    list,
    items.map((item) => item.key),
    (child) => DRAWN_AS.get(child),
    built,
  );
}

function morphChildren(parent: Node, next: readonly Node[]): void {
  // A control with an id keeps its element wherever it moves to (focus and typing stay with it).
  const byId = new Map<string, Element>();
  for (const child of parent.childNodes) if (child instanceof Element && child.id !== "") byId.set(child.id, child);
  next.forEach((node, i) => {
    // Read from the page as it is now: taking a node away fires its blur (and a text field's change) at once.
    const at = parent.childNodes[i] ?? null;
    // A node already in place (a list kept from drawing to drawing) stays as it is.
    if (node.parentNode === parent) {
      if (node !== at) parent.insertBefore(node, at);
      return;
    }
    const same = node instanceof Element && node.id !== "" ? byId.get(node.id) : at;
    if (same !== undefined && same !== null && same.parentNode === parent && sameKind(same, node)) {
      if (same !== at) parent.insertBefore(same, at);
      morph(same, node);
    } else parent.insertBefore(node, at); // what is left over ends up after the new content
  });
  while (parent.childNodes.length > next.length) parent.lastChild!.remove();
}

/** Nodes one can become the other: the same tag (and id, and input type), or both text. */
function sameKind(was: Node, node: Node): boolean {
  if (was.nodeType !== node.nodeType || was.nodeName !== node.nodeName) return false;
  if (!(was instanceof Element) || !(node instanceof Element)) return true;
  return was.id === node.id && was.getAttribute("type") === node.getAttribute("type");
}

function morph(was: Node, node: Node): void {
  if (!(was instanceof Element) || !(node instanceof Element)) {
    if (was.nodeValue !== node.nodeValue) was.nodeValue = node.nodeValue;
    return;
  }
  for (const name of was.getAttributeNames()) if (!node.hasAttribute(name)) was.removeAttribute(name);
  for (const name of node.getAttributeNames()) {
    const value = node.getAttribute(name)!;
    if (was.getAttribute(name) !== value) was.setAttribute(name, value);
  }
  // The new drawing's handlers replace the kept element's; a type it no longer handles answers nothing.
  const handlers = HANDLERS.get(node);
  const had = HANDLERS.get(was);
  had?.forEach((_, type) => {
    if (handlers?.has(type) !== true) had.delete(type);
  });
  handlers?.forEach((handler, type) => listen(was, type, handler));
  morphChildren(was, [...node.childNodes]);
  // What a control holds is a property, not an attribute: the new drawing's value wins.
  if (was instanceof HTMLInputElement && node instanceof HTMLInputElement) {
    if (was.type !== "file" && was.value !== node.value) was.value = node.value;
    if (was.checked !== node.checked) was.checked = node.checked;
  } else if ((was instanceof HTMLSelectElement && node instanceof HTMLSelectElement) || (was instanceof HTMLTextAreaElement && node instanceof HTMLTextAreaElement)) {
    if (was.value !== node.value) was.value = node.value;
  }
}

export function select(id: string, label: string, options: readonly { value: string; text: string }[], value: string, onChange: (value: string) => void): HTMLElement {
  const control = h("select", { id, onchange: (e: Event) => onChange((e.target as HTMLSelectElement).value) }, ...options.map((o) => h("option", { value: o.value, selected: o.value === value }, o.text)));
  return h("label", { class: "field" }, h("span", {}, label), control);
}

export function checkbox(id: string, label: string, checked: boolean, onChange: (checked: boolean) => void): HTMLElement {
  return h("label", { class: "check" }, h("input", { id, type: "checkbox", checked, onchange: (e: Event) => onChange((e.target as HTMLInputElement).checked) }), label);
}
