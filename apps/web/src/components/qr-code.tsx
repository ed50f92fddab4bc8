import { encode } from 'uqr';

/**
 * A QR code of `text`, drawn as one SVG path (a square per dark module, a white border of 2): scanned by a
 * tablet's camera to open its set-up link.
 */
export function QrCode({ text, label, size = 220 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { border: 2, ecc: 'M' });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x},${y}h1v1h-1z` : ''))).join('');
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`}>
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" shapeRendering="crispEdges" />
    </svg>
  );
}
