/**
 * The few scripts that pages without the React runtime run inline. They live here, as plain strings,
 * so that the build can hash each one into the Content-Security-Policy.
 */

/** Makes `<details name="…">` exclusive in browsers that predate the native exclusive accordion. */
export const exclusiveAccordionFallback =
  'if(!("name"in HTMLDetailsElement.prototype))document.addEventListener("toggle",function(e){var d=e.target;if(d.open&&d.getAttribute&&d.getAttribute("name"))document.querySelectorAll("details[open]").forEach(function(o){if(o!==d&&o.getAttribute("name")===d.getAttribute("name"))o.open=false})},true);';

/** The redirect pages leave at once; the meta refresh in their head covers browsers without JavaScript. */
export function redirectScript(targetUrl: string): string {
  return `location.replace(${toScriptLiteral(targetUrl)});`;
}

/** A JSON string literal that cannot close the surrounding <script> element. */
function toScriptLiteral(value: string): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
