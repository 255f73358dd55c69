import type { InputHTMLAttributes, ReactNode } from 'react';

/** Shared look of text inputs and selects; `invalid` turns the border red. */
export function inputClasses(invalid = false, extra = '', muted = false): string {
  return [
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-[15px] shadow-xs',
    muted ? 'text-slate-400' : 'text-slate-900',
    'placeholder:text-slate-400 transition-colors',
    'focus:outline-none focus:ring-4',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 hover:border-slate-400 focus:border-amber-500 focus:ring-amber-100',
    'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
    extra,
  ].join(' ');
}

interface FieldLabelProps {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}

export function FieldLabel({ htmlFor, required = false, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-800">
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-red-600">
      {children}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-500">
      {children}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** Label + input + error, wired for assistive technology. */
export function TextField({ id, label, error, hint, required, className = '', ...props }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(Boolean(error))}
        {...props}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint && !error ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </div>
  );
}
