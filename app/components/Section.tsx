import type { ReactNode } from "react";
import { cn } from "./cn";

interface SectionProps {
  id: string;
  title: string;
  lead?: string;
  /** Light sections alternate with tinted ones so the page reads as distinct blocks. */
  tone?: "white" | "tinted";
  className?: string;
  children: ReactNode;
}

/** A landing section: its anchor, its h2 (which names the region) and a centred column. */
export function Section({ id, title, lead, tone = "white", className, children }: SectionProps) {
  const titleId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn("scroll-mt-4 px-5 py-16 sm:px-8 sm:py-24", tone === "tinted" && "bg-slate-50", className)}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {lead && <p className="mt-4 text-lg text-pretty text-slate-600">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
