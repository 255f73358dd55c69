import { FieldError, FieldHint, inputClasses } from '../../../components/ui/form-field';
import type { RateField } from '../lib/pricing-draft';

interface RateInputProps {
  field: RateField;
  label: string;
  hint: string;
  suffix: string;
  step: number;
  value: string;
  error?: string;
  onValue: (value: string) => void;
}

/** One numeric rate: label, input with its unit on the right, and a hint or the server's error. */
export function RateInput({ field, label, hint, suffix, step, value, error, onValue }: RateInputProps) {
  const id = `pricing-${field}`;
  const messageId = `${id}-${error ? 'error' : 'hint'}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={field}
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className={inputClasses(Boolean(error), 'pr-20 tabular-nums')}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm font-medium text-slate-500"
        >
          {suffix}
        </span>
      </div>
      {error ? <FieldError id={messageId}>{error}</FieldError> : <FieldHint id={messageId}>{hint}</FieldHint>}
    </div>
  );
}
