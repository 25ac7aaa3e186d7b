/** Entry of the inline script that runs the consent banner and the tags (bundled by scripts/inline-script-modules.ts). */
import { whenParsed } from "./landing";
import { readPageData, type TagsPageData } from "./page-data";
import { startTags } from "./tags";

whenParsed(document, () => {
  const data = readPageData<TagsPageData>(document);
  if (data) startTags(data);
});
