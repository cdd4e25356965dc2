/**
 * The empty table's drawing: a stack of blank record cards under a magnifier, in the brand colour
 * at low opacity so it reads in both themes. Decorative (the title says what is missing).
 */
export function EmptyTableDrawing() {
  return (
    <svg width="148" height="104" viewBox="0 0 148 104" fill="none" aria-hidden="true" focusable="false">
      <rect x="22" y="30" width="92" height="62" rx="10" fill="currentColor" opacity="0.06" />
      <rect
        x="14"
        y="20"
        width="92"
        height="62"
        rx="10"
        fill="var(--bulwark-color-surface)"
        stroke="currentColor"
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      <circle cx="32" cy="38" r="6" fill="currentColor" opacity="0.25" />
      <rect x="44" y="34" width="46" height="4" rx="2" fill="currentColor" opacity="0.25" />
      <rect x="44" y="41" width="30" height="4" rx="2" fill="currentColor" opacity="0.14" />
      <rect x="26" y="55" width="64" height="4" rx="2" fill="currentColor" opacity="0.14" />
      <rect x="26" y="64" width="48" height="4" rx="2" fill="currentColor" opacity="0.14" />
      <circle cx="108" cy="62" r="17" fill="var(--bulwark-color-surface)" stroke="currentColor" strokeWidth="3" />
      <circle cx="108" cy="62" r="9" fill="currentColor" opacity="0.12" />
      <path d="M120.5 74.5 134 88" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <path d="M126 14l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="currentColor" opacity="0.5" />
      <circle cx="10" cy="88" r="3" fill="currentColor" opacity="0.3" />
    </svg>
  );
}

/** The error state's drawing: a cable unplugged. Decorative. */
export function ErrorDrawing() {
  return (
    <svg width="120" height="80" viewBox="0 0 120 80" fill="none" aria-hidden="true" focusable="false">
      <path d="M6 52h30" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.4" />
      <rect x="36" y="40" width="18" height="24" rx="4" fill="currentColor" opacity="0.3" />
      <path d="M54 46h6M54 58h6" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.4" />
      <rect x="70" y="40" width="18" height="24" rx="4" fill="currentColor" opacity="0.3" />
      <path d="M88 52h26" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.4" />
      <path
        d="M62 14v10M50 20l5 6M74 20l-5 6"
        stroke="var(--bulwark-color-danger)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
