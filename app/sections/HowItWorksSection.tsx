import { Section } from "../components/Section";
import type { Step } from "../content/types";

interface HowItWorksSectionProps {
  title: string;
  lead: string;
  steps: readonly Step[];
}

export function HowItWorksSection({ title, lead, steps }: HowItWorksSectionProps) {
  return (
    <Section id="como-funciona" title={title} lead={lead} tone="tinted">
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {steps.map((step) => (
          <li key={step.number} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            {/* The list itself tells assistive technology the step's position. */}
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-accent-700 text-lg font-bold text-white"
            >
              {step.number}
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
