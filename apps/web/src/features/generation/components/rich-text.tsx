import type { ResponseTable } from '@batiao/shared/contracts/generation';
import { parseBlocks, splitMarkers } from '../lib/response-text';

/** A line with its "[À compléter : …]" markers highlighted in amber. Always plain text. */
export function MarkedText({ text }: { text: string }) {
  return (
    <>
      {splitMarkers(text).map((segment, index) =>
        segment.marker ? (
          <mark
            key={index}
            data-testid="to-complete"
            className="rounded-[4px] bg-amber-100 px-1 py-px font-medium text-amber-900 ring-1 ring-amber-300 ring-inset [box-decoration-break:clone]"
          >
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** A generated text: paragraphs, bullet lists, markers. React escapes everything it shows. */
export function RichText({ text, className = '' }: { text: string; className?: string }) {
  const blocks = parseBlocks(text);
  if (blocks.length === 0) {
    return <p className="text-sm text-slate-500 italic">Section vide.</p>;
  }
  return (
    <div className={`space-y-3 text-[15px] leading-relaxed text-slate-700 ${className}`}>
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index} className="whitespace-pre-line">
            <MarkedText text={block.text} />
          </p>
        ) : (
          <ul key={index} className="list-disc space-y-1.5 pl-5 marker:text-amber-500">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} className="pl-1">
                <MarkedText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** Staff, equipment, schedule…: a real table, scrolled sideways on a phone. */
export function SectionTable({ table, caption }: { table: ResponseTable; caption: string }) {
  return (
    <div className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {table.columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className="border-b border-slate-200 px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="align-top">
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-3 py-2 text-slate-700">
                  <MarkedText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
