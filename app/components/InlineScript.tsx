/**
 * A classic inline script in the prerendered HTML. Its code is a module of app/browser, bundled and minified
 * by the build (`import code from "virtual:inline-script/<name>"`); the build hashes it into the CSP.
 */
export function InlineScript({ code }: { code: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the code is the build's own bundle of app/browser
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
