/** Entry of the redirect pages' inline script (bundled by scripts/inline-script-modules.ts). */
import { type RedirectPageData, readPageData } from "./page-data";
import { countAndLeave } from "./redirect";

const data = readPageData<RedirectPageData>(document);
if (data) countAndLeave(data);
