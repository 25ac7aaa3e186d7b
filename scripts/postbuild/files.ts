import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every file under `dir`, as absolute paths, in a stable order. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
