/**
 * Makes `<details name="…">` exclusive (opening one closes the others of the same name) in browsers that
 * predate the native exclusive accordion. Where the browser does it itself, nothing is added.
 */
export function makeDetailsExclusive(doc: Document, supportsNative = "name" in HTMLDetailsElement.prototype): void {
  if (supportsNative) return;
  doc.addEventListener(
    "toggle",
    (event) => {
      const opened = event.target as HTMLDetailsElement | null;
      const group = opened?.getAttribute?.("name");
      if (!opened?.open || !group) return;
      for (const other of doc.querySelectorAll<HTMLDetailsElement>("details[open]")) {
        if (other !== opened && other.getAttribute("name") === group) other.open = false;
      }
    },
    // toggle does not bubble: listen in the capture phase to see every <details>.
    true,
  );
}
