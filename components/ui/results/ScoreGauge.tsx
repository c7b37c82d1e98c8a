/** A point on the gauge's half circle: 0 % at the left, 100 % at the right. */
function point(percent: number, radius: number, cx: number, cy: number) {
  const angle = Math.PI * (1 - Math.min(Math.max(percent, 0), 100) / 100);
  return { x: cx + radius * Math.cos(angle), y: cy - radius * Math.sin(angle) };
}

function arc(from: number, to: number, radius: number, cx: number, cy: number): string {
  const start = point(from, radius, cx, cy);
  const end = point(to, radius, cx, cy);
  return `M ${start.x.toFixed(2)} ${start.y.toFixed(2)} A ${radius} ${radius} 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`;
}

export interface ScoreGaugeProps {
  value: number;
  threshold: number;
  /** What a screen reader hears (the score and the threshold in words). */
  label: string;
  size?: number;
}

/** The overall score as a half-circle gauge, with a tick where readiness starts. Plain SVG. */
export function ScoreGauge({ value, threshold, label, size = 200 }: ScoreGaugeProps) {
  const width = 200;
  const height = 118;
  const cx = 100;
  const cy = 104;
  const radius = 84;
  const ready = value >= threshold;
  const tickInner = point(threshold, radius - 16, cx, cy);
  const tickOuter = point(threshold, radius + 12, cx, cy);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={size} height={(size * height) / width} role="img" aria-label={label}>
      <path d={arc(0, 100, radius, cx, cy)} fill="none" stroke="var(--mantine-color-gray-2)" strokeWidth="16" strokeLinecap="round" />
      {value > 0 && (
        <path
          d={arc(0, value, radius, cx, cy)}
          fill="none"
          stroke={ready ? 'var(--mantine-color-forest-6)' : 'var(--mantine-color-sand-6)'}
          strokeWidth="16"
          strokeLinecap="round"
        />
      )}
      <line x1={tickInner.x} y1={tickInner.y} x2={tickOuter.x} y2={tickOuter.y} stroke="var(--mantine-color-gray-8)" strokeWidth="2.5" strokeLinecap="round" />
      <text x={cx} y={cy - 14} textAnchor="middle" fontSize="34" fontWeight="700" fill="var(--mantine-color-gray-9)">
        {Math.round(value)}
      </text>
      <text x={cx} y={cy + 8} textAnchor="middle" fontSize="12" fill="var(--mantine-color-gray-7)">
        / 100
      </text>
    </svg>
  );
}
