import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { ChevronDown, Plus, Trash2 } from 'lucide-react';
import { FieldError, FieldHint, FieldLabel, inputClasses } from '../../../components/ui/form-field';
import { buttonClasses } from '../../../components/ui/button';
import { fieldId, type FormErrors } from '../lib/profile-form';

/** Props shared by the profile's inputs: the field path gives the id, the label and the error wiring. */
interface FieldProps {
  path: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return <FieldError id={`${id}-error`}>{error}</FieldError>;
  }
  return hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null;
}

type InputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange' | 'value'> & {
    value: string;
    onValue: (value: string) => void;
    /** Text shown inside the input, on the right ("€ HT", "pers."). */
    suffix?: string;
    /** For compact rows under visible column headings: the label is read, not shown. */
    hideLabel?: boolean;
  };

export function ProfileInput({
  path,
  label,
  error,
  hint,
  required,
  className,
  value,
  onValue,
  suffix,
  hideLabel = false,
  ...rest
}: InputProps) {
  const id = fieldId(path);
  return (
    <div className={className}>
      {hideLabel ? (
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
      ) : (
        <FieldLabel htmlFor={id} required={required}>
          {label}
        </FieldLabel>
      )}
      <div className="relative">
        <input
          id={id}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={inputClasses(Boolean(error), `scroll-mt-24 scroll-mb-28 ${suffix ? 'pr-14' : ''}`)}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          {...rest}
        />
        {suffix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm font-medium text-slate-500"
          >
            {suffix}
          </span>
        ) : null}
      </div>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'onChange' | 'value'> & {
    value: string;
    onValue: (value: string) => void;
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  };

export function ProfileSelect({
  path,
  label,
  error,
  hint,
  required,
  className,
  value,
  onValue,
  options,
  placeholder,
  ...rest
}: SelectProps) {
  const id = fieldId(path);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          id={id}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={inputClasses(Boolean(error), 'scroll-mt-24 scroll-mb-28 appearance-none pr-10', value === '')}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} className="text-slate-900">
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-slate-500"
        />
      </div>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'onChange' | 'value'> & {
    value: string;
    onValue: (value: string) => void;
  };

export function ProfileTextArea({
  path,
  label,
  error,
  hint,
  required,
  className,
  value,
  onValue,
  ...rest
}: TextAreaProps) {
  const id = fieldId(path);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClasses(
          Boolean(error),
          'field-sizing-content min-h-24 scroll-mt-24 scroll-mb-28 resize-y leading-relaxed',
        )}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...rest}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** What every list section receives from the form. */
export interface ListSectionProps<Row> {
  rows: Row[];
  errors: FormErrors;
  filled: boolean;
  onChange: (index: number, patch: Partial<Row>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** One entry of a list (a qualification, a reference…), with its remove button. */
export function RowCard({
  title,
  removeLabel,
  onRemove,
  children,
}: {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50/60 p-3.5 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</p>
        <RemoveButton label={removeLabel} onClick={onRemove} />
      </div>
      {children}
    </li>
  );
}

export function RemoveButton({
  label,
  onClick,
  className = '',
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${className}`}
    >
      <Trash2 aria-hidden="true" className="size-4.5" />
    </button>
  );
}

export function AddRowButton({
  onClick,
  children,
  disabled = false,
}: {
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={buttonClasses('secondary', 'sm')}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}

/** What the mémoire technique will say when a list is empty: nothing. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50/70 px-4 py-5 text-center text-sm text-slate-500">
      {children}
    </p>
  );
}

/** An error about a whole list (e.g. two turnovers for one year). */
export function ListError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="mt-3 text-sm font-medium text-red-600">
      {message}
    </p>
  ) : null;
}
