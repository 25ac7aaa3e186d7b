/** app/content/*.md, rendered to HTML at build time by scripts/markdown-pages.ts. */
declare module "*.md" {
  const html: string;
  export default html;
}
