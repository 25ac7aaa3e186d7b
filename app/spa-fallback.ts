import { createContext, useContext } from "react";

/**
 * True only while the build renders React Router's SPA fallback document (request header
 * `X-React-Router-SPA-Mode: yes`). The build rejects that document without `<Scripts/>`, so the root
 * keeps the scripts there even for routes that otherwise ship no JavaScript.
 */
export const SpaFallbackRenderContext = createContext(false);

export function useIsSpaFallbackRender(): boolean {
  return useContext(SpaFallbackRenderContext);
}
