/** Stand-in for Plausible's script: a page view, then every queued and later event, posted to /api/event. */
import { post } from "./send";

type Plausible = ((name: string, options?: { props?: object }) => void) & { q?: unknown[][] };
const script = document.currentScript as HTMLScriptElement;
const endpoint = new URL("/api/event", script.src).href;
const send = (name: string, options?: { props?: object }) =>
  post(endpoint, JSON.stringify({ n: name, u: location.href, d: script.dataset.domain, p: options?.props }));
const page = window as unknown as { plausible?: Plausible };
const queued = page.plausible?.q ?? [];
page.plausible = send;
send("pageview");
for (const args of queued) send(...(args as [string, { props?: object }]));
