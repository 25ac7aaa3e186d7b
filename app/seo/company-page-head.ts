import type { MetaDescriptor } from "react-router";
import { getSettings } from "../config.ts";
import { companyPages } from "../content/company-pages.ts";
import type { CompanyPagePath } from "../route-paths.ts";
import { pageHead } from "./head.ts";

/** The head of a company page: its title and description from app/content, its one canonical URL. */
export function companyPageHead(path: CompanyPagePath): MetaDescriptor[] {
  const { title, description } = companyPages[path];
  return pageHead({ title, description, path }, getSettings().siteUrl);
}
