/** Icons for the order flow's 14 substep types (spec: iconType 1 to 14), drawn inline. */
const paths: Record<number, string> = {
  1: 'M6 4h9l3 3v13H6z M9 11h6 M9 15h6', // order placed
  2: 'M5 12l4 4 10-10', // seller confirms
  3: 'M6 4h12v16H6z M9 9h6 M9 13h3 M13 17l2 2 4-4', // contract
  4: 'M3 7h18v10H3z M3 11h18 M7 15h3', // payment
  5: 'M12 3l8 4v5c0 5-4 8-8 9-4-1-8-4-8-9V7z M9 12l2 2 4-4', // platform confirms
  6: 'M4 8l8-4 8 4-8 4z M4 8v8l8 4 8-4V8', // materials
  7: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z M12 2v3 M12 19v3 M2 12h3 M19 12h3', // production
  8: 'M10 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12z M15 15l5 5', // inspection
  9: 'M2 7h11v9H2z M13 10h5l3 3v3h-8 M6 19a1.5 1.5 0 1 0 0-.1 M17 19a1.5 1.5 0 1 0 0-.1', // shipped
  10: 'M4 9l8-5 8 5v10H4z M9 19v-6h6v6', // received
  11: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M8 12l3 3 5-6', // accepted
  12: 'M4 6h16v12H4z M12 9v6 M9 12h6', // payout
  13: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z', // buyer reviews
  14: 'M4 5h16v11H9l-5 4z M8 10h8', // seller reviews
};

export function OrderStepIcon({ type }: { type: number }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" data-icon-type={type}>
      <path d={paths[type] ?? paths[1]} />
    </svg>
  );
}
