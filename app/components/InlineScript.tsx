/** A classic inline script rendered into the prerendered HTML; its code comes from app/inline-scripts.ts. */
export function InlineScript({ code }: { code: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the code is a build-time constant from inline-scripts.ts
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
