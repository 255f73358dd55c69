import type { ReactNode } from 'react';

export interface AdminColumn<T> {
  label: string;
  /** Figures are right-aligned and drawn with tabular digits. */
  numeric?: boolean;
  cell: (row: T) => ReactNode;
  /** Extra classes for one cell (e.g. a failure count in red when it is not zero). */
  cellClassName?: (row: T) => string;
}

/** A compact table of the admin screens: header row, one line per item, figures aligned right. */
export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  className = 'w-full',
}: {
  /** Read by screen readers (and by tests) as the table's name. */
  caption?: string;
  columns: AdminColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  className?: string;
}) {
  const last = columns.length - 1;
  const align = (column: AdminColumn<T>, index: number) =>
    `py-2 ${index === last ? '' : 'pr-4'} ${column.numeric ? 'text-right tabular-nums' : ''}`;
  return (
    <table className={`${className} text-left text-sm`}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="text-slate-500">
        <tr>
          {columns.map((column, index) => (
            <th key={column.label} scope="col" className={`${align(column, index)} font-medium`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) => (
              <td key={column.label} className={`${align(column, index)} ${column.cellClassName?.(row) ?? ''}`}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A titled card around an admin table, with its sentence when there is nothing to list. */
export function TableCard<T>({
  title,
  description,
  empty,
  scroll = 'overflow-x-auto',
  ...table
}: {
  title: string;
  description: ReactNode;
  empty: string;
  /** How the table scrolls inside the card (a long list keeps a bounded height). */
  scroll?: string;
} & Parameters<typeof AdminTable<T>>[0]) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {table.rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{empty}</p>
      ) : (
        <div className={`mt-4 ${scroll}`}>
          <AdminTable {...table} />
        </div>
      )}
    </section>
  );
}

/** A figure in red and bold when it is not zero (failures, errors, slow loads). */
export const alertWhenPositive = (value: number) => (value > 0 ? 'font-semibold text-red-700' : '');
