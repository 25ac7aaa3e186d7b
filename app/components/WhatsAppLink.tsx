import { site } from "../content/site";
import { cn } from "./cn";

/** The wa.me link that opens a chat with `e164` (digits only in the URL) and the message already typed. */
export function whatsappHref(e164: string, prefilledMessage: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(prefilledMessage)}`;
}

interface WhatsAppLinkProps {
  /** Brazilian mobile in E.164, from app/content/company.ts. */
  number: string;
  prefilledMessage: string;
  label: string;
  className?: string;
}

/**
 * A WhatsApp chat in a new tab (the app, on phones). `data-whatsapp` marks it for the `whatsapp_click`
 * conversion event.
 */
export function WhatsAppLink({ number, prefilledMessage, label, className }: WhatsAppLinkProps) {
  return (
    <a
      href={whatsappHref(number, prefilledMessage)}
      target="_blank"
      rel="noopener noreferrer"
      data-whatsapp=""
      className={cn(
        "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-emerald-700 bg-white px-5 py-2.5 text-base font-semibold text-emerald-800 transition-colors hover:bg-emerald-50 motion-reduce:transition-none",
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5 shrink-0">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.7 11.7 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z" />
      </svg>
      {label}
      <span className="sr-only"> {site.newTabHint}</span>
    </a>
  );
}
