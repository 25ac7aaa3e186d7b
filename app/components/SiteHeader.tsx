/** The brand bar above the hero; it shares the hero's dark background. */
export function SiteHeader({ brandName }: { brandName: string }) {
  return (
    <header className="bg-slate-950 px-5 pt-5 sm:px-8">
      <div className="mx-auto flex max-w-6xl items-center gap-2 text-lg font-bold text-white">
        <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
          <rect width="32" height="32" rx="9" className="fill-accent-700" />
          <path d="M9 11h14M9 16h10M9 21h6" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {brandName}
      </div>
    </header>
  );
}
