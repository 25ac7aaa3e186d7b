/** First focusable element of the page: jumps keyboard users past the header. */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only rounded-full bg-white px-5 py-3 font-semibold text-accent-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      {label}
    </a>
  );
}
