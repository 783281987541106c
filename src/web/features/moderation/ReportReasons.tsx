import { REPORT_REASONS, type ReportReason } from '../../../shared/protocol/report.ts';

const reasons = Object.entries(REPORT_REASONS) as [ReportReason, string][];

/** The report reasons as one radio group, the same in the call and on People. */
export function ReportReasons({
  name,
  value,
  onChange,
}: {
  /** the radios' group name, unique on the page */
  name: string;
  value: ReportReason | null;
  onChange: (reason: ReportReason) => void;
}) {
  return (
    <fieldset className="report-reasons">
      <legend>Reason</legend>
      {reasons.map(([code, label]) => (
        <label key={code} className="report-reason">
          <input
            type="radio"
            name={name}
            value={code}
            checked={value === code}
            onChange={() => onChange(code)}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
