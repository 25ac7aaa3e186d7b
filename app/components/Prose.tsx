import type { ReactNode } from "react";
import { cn } from "./cn";

type ProseProps = { className?: string } & ({ html: string; children?: never } | { html?: never; children: ReactNode });

/**
 * Long-form text (the legal and company pages), styled by the `.prose` rules in app.css: either the build-time
 * HTML of an owner's Markdown text, or React children.
 */
export function Prose({ html, children, className }: ProseProps) {
  if (html !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's Markdown from app/content, rendered at build time
    return <div className={cn("prose", className)} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <div className={cn("prose", className)}>{children}</div>;
}
