/** How much of an upload has gone: a thin bar with its percent (or its state) beside it. */
import './upload-progress.css';

export function UploadProgress({
  percent,
  label,
  text,
  className,
}: {
  /** 0…100 */
  percent: number;
  label: string;
  /** Beside the bar instead of the percent (대기 for one not started). */
  text?: string;
  className?: string;
}) {
  const whole = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={whole}
      className={className ? `upload-progress ${className}` : 'upload-progress'}
    >
      <span className="upload-progress__track">
        <span className="upload-progress__fill" style={{ transform: `scaleX(${whole / 100})` }} />
      </span>
      <span className="upload-progress__text">{text ?? `${whole}%`}</span>
    </div>
  );
}
