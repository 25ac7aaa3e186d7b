import { brandMark } from "../brand";

/** The brand bar above the hero; it shares the hero's dark background. */
export function SiteHeader({ brandName }: { brandName: string }) {
  const { size, cornerRadius, linesPath, lineWidth } = brandMark;
  return (
    <header className="bg-slate-950 px-5 pt-5 sm:px-8">
      <div className="mx-auto flex max-w-6xl items-center gap-2 text-lg font-bold text-white">
        <svg aria-hidden="true" viewBox={`0 0 ${size} ${size}`} className="size-8">
          <rect width={size} height={size} rx={cornerRadius} className="fill-accent-700" />
          <path d={linesPath} stroke="white" strokeWidth={lineWidth} strokeLinecap="round" />
        </svg>
        {brandName}
      </div>
    </header>
  );
}
