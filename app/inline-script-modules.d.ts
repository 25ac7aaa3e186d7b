/** The bundled, minified code of an app/browser entry (scripts/inline-script-modules.ts). */
declare module "virtual:inline-script/*" {
  const code: string;
  export default code;
}

/** The URL of an app/browser entry shipped as a hashed file in /assets (scripts/inline-script-modules.ts). */
declare module "virtual:script-file/*" {
  const url: string;
  export default url;
}
