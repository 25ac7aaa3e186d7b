/** The bundled, minified code of an app/browser entry (scripts/inline-script-modules.ts). */
declare module "virtual:inline-script/*" {
  const code: string;
  export default code;
}
