import type { ReactNode } from 'react';

/**
 * The library's two icons, drawn inline as the shared ones (ui/icons.tsx) have neither; both are
 * decorative, their controls carry labels.
 */
function Svg({ filled = false, children }: { filled?: boolean; children: ReactNode }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const StarIcon = ({ filled }: { filled: boolean }) => (
  <Svg filled={filled}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />
  </Svg>
);

export const ChevronDownIcon = () => (
  <Svg>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
