import { encode } from 'uqr';

/**
 * The UPI link as a QR code, drawn as SVG by React from the encoded matrix: no script and no inline markup, so the
 * page's content security policy has nothing to allow. A phone's UPI app scans it from a laptop screen.
 */
export function UpiQr({ value, label, size = 208 }: { value: string; label: string; size?: number }) {
  const { data, size: cells } = encode(value, { ecc: 'M', border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${cells} ${cells}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="max-w-full rounded-md border border-stone-200 bg-white"
      data-testid="upi-qr"
    >
      <rect width={cells} height={cells} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
