import { brandMark } from "../brand";

interface SiteHeaderProps {
  brandName: string;
  /** On the pages other than the landing, the brand links back to it. */
  homeHref?: string;
}

/** The brand bar above the page's first block; it shares that block's dark background. */
export function SiteHeader({ brandName, homeHref }: SiteHeaderProps) {
  const { size, cornerRadius, linesPath, lineWidth } = brandMark;
  const brand = (
    <>
      <svg aria-hidden="true" viewBox={`0 0 ${size} ${size}`} className="size-8">
        <rect width={size} height={size} rx={cornerRadius} className="fill-accent-700" />
        <path d={linesPath} stroke="white" strokeWidth={lineWidth} strokeLinecap="round" />
      </svg>
      {brandName}
    </>
  );
  return (
    <header className="bg-slate-950 px-5 pt-5 sm:px-8">
      <div className="mx-auto flex max-w-6xl items-center text-lg font-bold text-white">
        {homeHref ? (
          <a href={homeHref} className="-m-1 inline-flex items-center gap-2 rounded-lg p-1 hover:text-accent-200">
            {brand}
          </a>
        ) : (
          <span className="inline-flex items-center gap-2">{brand}</span>
        )}
      </div>
    </header>
  );
}
