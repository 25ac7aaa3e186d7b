import { PAGE_DATA_ID } from "../browser/page-data";

/**
 * Build-time data for the page's inline scripts, as a JSON data block (never executed, so the CSP needs no hash
 * for it). `<` is escaped, so no value can close the element.
 */
export function PageData({ data }: { data: object }) {
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped cannot leave the script element
  return <script id={PAGE_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
