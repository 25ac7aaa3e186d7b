import type { hero } from "../content/landing";
import { cn } from "./cn";

/**
 * The hero's product picture, drawn in HTML and CSS: a brief (niche + goal) turned into a ready WhatsApp
 * message. It is one image to assistive technology, described by `content.label`.
 */
export function ProductDemo({ content }: { content: (typeof hero)["demo"] }) {
  return (
    <div
      role="img"
      aria-label={content.label}
      className="relative mx-auto w-full max-w-md rounded-3xl border border-white/10 bg-white p-4 text-slate-900 shadow-2xl shadow-accent-700/30 sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3">
        <BriefField label={content.nicheLabel} value={content.niche} />
        <BriefField label={content.goalLabel} value={content.goal} />
      </div>
      <ul className="mt-4 flex flex-wrap gap-2">
        {content.messageTypes.map((type) => (
          <li
            key={type}
            className={cn(
              "rounded-full px-3 py-1 text-xs font-semibold",
              type === content.selectedType ? "bg-accent-700 text-white" : "bg-slate-100 text-slate-600",
            )}
          >
            {type}
          </li>
        ))}
      </ul>
      <div className="mt-4 rounded-2xl bg-[#e7f6e9] p-4">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-emerald-800 uppercase">
          <span className="size-2 rounded-full bg-emerald-600" />
          {content.resultLabel}
        </p>
        <p className="mt-2 rounded-2xl rounded-tl-sm bg-white p-3 text-sm leading-relaxed text-slate-800 shadow-sm">
          {content.result}
        </p>
        <p className="mt-3 flex justify-end">
          <span className="rounded-full bg-emerald-700 px-4 py-1.5 text-xs font-semibold text-white">
            {content.copyLabel}
          </span>
        </p>
      </div>
    </div>
  );
}

function BriefField({ label, value }: { label: string; value: string }) {
  return (
    <p className="rounded-xl border border-slate-200 px-3 py-2">
      <span className="block text-xs font-medium text-slate-500">{label}</span>
      <span className="block text-sm font-semibold">{value}</span>
    </p>
  );
}
