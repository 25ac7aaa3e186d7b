/**
 * Reopens the consent banner from the footer. Rendered hidden: only the tags script (which runs the banner)
 * reveals it, so without JavaScript there is no control that cannot work.
 */
export function CookiePreferencesButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-consent-reopen=""
      hidden
      className="min-h-6 text-left text-sm text-slate-300 underline underline-offset-4 hover:text-white"
    >
      {label}
    </button>
  );
}
