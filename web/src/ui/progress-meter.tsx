import styles from './progress-meter.module.css';

export interface ProgressMeterProps {
  value: number;
  max: number;
  /** What is measured: "Episodes watched". */
  label: string;
  /** The value in words: "12 of 40 episodes". */
  valueText: string;
  className?: string;
}

/**
 * How far along something is, as a bar: the native progress element (a progressbar to assistive
 * technology), so its width needs no inline style, which the CSP refuses in a server-rendered page.
 */
export function ProgressMeter({ value, max, label, valueText, className }: ProgressMeterProps) {
  return (
    <progress
      className={[styles.meter, className].filter(Boolean).join(' ')}
      value={Math.min(value, Math.max(max, 1))}
      max={Math.max(max, 1)}
      aria-label={label}
      aria-valuetext={valueText}
    >
      {valueText}
    </progress>
  );
}
