/** Entry of the landing page's inline script (bundled by scripts/inline-script-modules.ts). */
import { makeDetailsExclusive } from "./accordion-fallback";
import { enhanceLanding, whenParsed } from "./landing";

makeDetailsExclusive(document);
whenParsed(document, () => enhanceLanding());
