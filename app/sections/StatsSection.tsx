import { Section } from "../components/Section";
import type { Statistic } from "../content/types";

export function StatsSection({ title, items }: { title: string; items: readonly Statistic[] }) {
  return (
    <Section id="resultados" title={title} tone="tinted">
      <dl className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-3">
        {items.map((statistic) => (
          <div
            key={statistic.label}
            className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
          >
            <dt className="mt-2 text-base text-slate-600">{statistic.label}</dt>
            <dd className="text-5xl font-extrabold tracking-tight text-accent-700">{statistic.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
