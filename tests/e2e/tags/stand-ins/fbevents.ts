/**
 * Stand-in for Meta's fbevents.js: takes over the page's fbq queue like the real library, honours
 * fbq('consent', …), and reports each tracked event to www.facebook.com/tr as an image pixel.
 */
import { pixel, query } from "./send";

type Fbq = { queue: unknown[][]; callMethod?: (...args: unknown[]) => void };
const fbq = (window as unknown as { fbq: Fbq }).fbq;
let granted = true;
let pixelId = "";

function handle(command: unknown, ...args: unknown[]): void {
  if (command === "consent") granted = args[0] === "grant";
  else if (command === "init") pixelId = String(args[0]);
  else if (command === "track" && granted)
    pixel(`https://www.facebook.com/tr/?${query({ id: pixelId, ev: args[0], cd: args[1] ?? {} })}`);
}

fbq.callMethod = handle;
for (const args of fbq.queue.splice(0)) handle(...(args as [unknown, ...unknown[]]));
