/** A release as people read it: `working` is the working build. */
export const releaseTitle = (release: string) => (release === 'working' ? 'working build' : release);

export const milliseconds = (value: number | null) =>
  value === null ? '—' : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
