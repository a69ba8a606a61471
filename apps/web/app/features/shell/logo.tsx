/** The Vaarta mark: a red speech-bubble with a V, and the name. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#b71c1c" />
      <path d="M16 18h9l7 20 7-20h9L37 48h-10z" fill="#fff" />
    </svg>
  );
}
