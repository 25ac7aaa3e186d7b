/** How the stand-ins report, the way the real vendors do: image pixels, beacons and fetches to their origins. */
export function pixel(url: string): void {
  new Image().src = url;
}

export function beacon(url: string, body?: string): void {
  navigator.sendBeacon(url, body);
}

export function post(url: string, body: string): void {
  void fetch(url, { method: "POST", body, keepalive: true, mode: "no-cors" }).catch(() => undefined);
}

export const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, typeof value === "string" ? value : JSON.stringify(value)]),
  ).toString();

/** Every Arguments object pushed to the data layer so far and from now on (gtag commands), in order. */
export function onDataLayer(handle: (entry: unknown) => void): void {
  const page = window as unknown as { dataLayer?: unknown[] };
  page.dataLayer ??= [];
  const dataLayer = page.dataLayer;
  const push = dataLayer.push.bind(dataLayer);
  for (const entry of [...dataLayer]) handle(entry);
  dataLayer.push = (...entries: unknown[]) => {
    const length = push(...entries);
    for (const entry of entries) handle(entry);
    return length;
  };
}

export const isArguments = (entry: unknown): entry is IArguments =>
  Object.prototype.toString.call(entry) === "[object Arguments]";
