/** The change of a figure against the previous period, as the cards show it: ▲ 12.5%, ▼ 3.0%, or nothing to compare. */
export function changeOf(current: number, previous: number): { text: string; direction: 'up' | 'down' | 'flat' } {
  if (previous === 0) return current === 0 ? { text: '0.0%', direction: 'flat' } : { text: 'new', direction: 'up' };
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.round(percent * 10) / 10;
  if (rounded === 0) return { text: '0.0%', direction: 'flat' };
  return { text: `${rounded > 0 ? '▲' : '▼'} ${Math.abs(rounded).toFixed(1)}%`, direction: rounded > 0 ? 'up' : 'down' };
}
