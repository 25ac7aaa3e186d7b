import { site } from "../content/site";
import { cn } from "./cn";

interface CheckoutLinkProps {
  href: string;
  label: string;
  /** Which call to action this is, for attribution and conversion events. */
  placement: "hero" | "pricing";
  className?: string;
}

/** The checkout call to action: always a new tab, and its accessible name says so. */
export function CheckoutLink({ href, label, placement, className }: CheckoutLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-cta={placement}
      className={cn(
        "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent-700 px-5 py-3 text-base whitespace-nowrap font-semibold text-white shadow-lg shadow-accent-700/25 transition-colors hover:bg-accent-800 motion-reduce:transition-none",
        className,
      )}
    >
      {label}
      <span className="sr-only"> {site.newTabHint}</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
        <path
          fillRule="evenodd"
          d="M3 10a.75.75 0 0 1 .75-.75h10.64l-3.97-3.97a.75.75 0 1 1 1.06-1.06l5.25 5.25a.75.75 0 0 1 0 1.06l-5.25 5.25a.75.75 0 1 1-1.06-1.06l3.97-3.97H3.75A.75.75 0 0 1 3 10Z"
          clipRule="evenodd"
        />
      </svg>
    </a>
  );
}
