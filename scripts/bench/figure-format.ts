/** How the web benchmark writes its figures, in the report and in its verdicts alike. */

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const ms = (value: number) => `${Math.round(value)} ms`;

/** `a` as a multiple of `b`, or n/a where either was not measured. */
export const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(2)}x` : 'n/a');

/** A figure, or n/a where Lighthouse would not measure the page. */
export const shown = (value: number, format: (value: number) => string = String) =>
  Number.isFinite(value) ? format(value) : 'n/a';

/** The lowest and highest of a figure's runs, or n/a where it was not measured. */
export const spread = ([lowest, highest]: readonly [number, number]) =>
  Number.isFinite(lowest) ? `${Math.round(lowest)}-${Math.round(highest)} ms` : 'n/a';

/** A task as its trace recorded it: its length, and how much of it was on the CPU. */
export const recorded = ({ wallMs, cpuMs }: { readonly wallMs: number; readonly cpuMs: number }) =>
  Number.isFinite(wallMs) ? `${Math.round(wallMs)} ms, ${shown(cpuMs, ms)} on CPU` : 'n/a';
