/** A decorative spinner; it stands still for visitors who ask for reduced motion. */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="block size-12 animate-spin rounded-full border-4 border-accent-200 border-t-accent-700 motion-reduce:animate-none"
    />
  );
}
