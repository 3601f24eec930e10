// A bomb drawn inline: emoji fonts are missing on some phones and desktops.
export function BombIcon({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="14" r="7" fill="currentColor" />
      <path
        d="M15 9l2.5-2.5M17 4.5l1 1M20 3l-1 1M20.5 7h-1.5"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
