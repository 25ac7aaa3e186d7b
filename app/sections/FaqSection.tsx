import { Section } from "../components/Section";
import type { FaqItem } from "../content/types";

/** Shared `name` that makes the native accordion exclusive: opening one item closes the others. */
const ACCORDION_NAME = "faq";

export function FaqSection({ title, items }: { title: string; items: readonly FaqItem[] }) {
  return (
    <Section id="faq" title={title}>
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
        {items.map((item, index) => (
          // data-faq-index (1-based) names the question in the faq_open conversion event.
          <details key={item.question} name={ACCORDION_NAME} data-faq-index={index + 1} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50">
              {item.question}
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                fill="currentColor"
                className="size-5 shrink-0 text-accent-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              >
                <path
                  fillRule="evenodd"
                  d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z"
                  clipRule="evenodd"
                />
              </svg>
            </summary>
            <p className="px-5 pb-5 text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
