import { useLingui } from '@lingui/react';
import { REPORT_REASON_CODES, type ReportReason } from '../../../shared/protocol/report.ts';
import { reportReasonText } from './reasons.ts';

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
  const { i18n } = useLingui();
  return (
    <fieldset className="report-reasons">
      <legend>{i18n._('moderation.reasonLabel')}</legend>
      {REPORT_REASON_CODES.map((code) => (
        <label key={code} className="report-reason">
          <input
            type="radio"
            name={name}
            value={code}
            checked={value === code}
            onChange={() => onChange(code)}
          />
          <span>{reportReasonText(code)}</span>
        </label>
      ))}
    </fieldset>
  );
}
