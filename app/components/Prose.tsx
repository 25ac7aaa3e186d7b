import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * Long-form text (the legal and company pages): readable measure, spaced headings, lists and underlined links.
 * Links get vertical padding so that even a link inside a sentence is a target of at least 24 px.
 */
const PROSE = cn(
  "max-w-prose text-base leading-relaxed text-slate-700",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:mt-4 [&>:first-child]:mt-0 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_a]:py-1 [&_a]:font-medium [&_a]:text-accent-800 [&_a]:underline [&_a]:underline-offset-4 [&_a]:hover:text-accent-700",
);

type ProseProps = { className?: string } & ({ html: string; children?: never } | { html?: never; children: ReactNode });

/** Either the build-time HTML of an owner's Markdown text, or React children, styled as prose. */
export function Prose({ html, children, className }: ProseProps) {
  if (html !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's Markdown from app/content, rendered at build time
    return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <div className={cn(PROSE, className)}>{children}</div>;
}
