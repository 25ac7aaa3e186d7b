import type { Rating } from "../content/types";

const MAX_STARS = 5;

/** Stars drawn for the eye; assistive technology hears "N de 5 estrelas". */
export function StarRating({ rating }: { rating: Rating }) {
  return (
    <p role="img" aria-label={`${rating} de ${MAX_STARS} estrelas`} className="flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positional and never reorder
          key={index}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={index < rating ? "size-5 fill-amber-400" : "size-5 fill-slate-300"}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </p>
  );
}
