import { Section } from "../components/Section";
import { StarRating } from "../components/StarRating";
import type { Testimonial } from "../content/types";

export function TestimonialsSection({ title, items }: { title: string; items: readonly Testimonial[] }) {
  return (
    <Section id="depoimentos" title={title} tone="tinted">
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {items.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <StarRating rating={testimonial.rating} />
              <blockquote className="mt-4 flex-1 text-slate-700">
                <p>“{testimonial.content}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-800"
                >
                  {initials(testimonial.name)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-sm text-slate-600">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}
