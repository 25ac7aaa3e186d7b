import { Section } from "../components/Section";
import type { intro as introContent } from "../content/landing";

export function IntroSection({ content }: { content: typeof introContent }) {
  return (
    <Section id="apresentacao" title={content.title}>
      <div className="mx-auto mt-6 max-w-2xl space-y-4 text-center text-lg text-pretty text-slate-600">
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-12 text-center text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {content.audienceTitle}
      </h3>
      <ul className="mx-auto mt-5 flex max-w-3xl flex-wrap justify-center gap-3">
        {content.audience.map((profession) => (
          <li
            key={profession}
            className="rounded-full bg-accent-50 px-4 py-2 text-sm font-semibold text-accent-800 ring-1 ring-accent-100"
          >
            {profession}
          </li>
        ))}
      </ul>
    </Section>
  );
}
