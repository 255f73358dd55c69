import type { KeyboardEvent } from 'react';
import { ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { CATALOG_UNIT_SHORT, type CatalogItem, type CatalogResponse } from '@batiao/shared/contracts/pricing';
import { pluralize } from '../../../../lib/format';

export const NO_CATEGORY = 'Sans catégorie';
export const NO_SUBCATEGORY = 'Général';

export const priceFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export interface TreeItemRef {
  item: CatalogItem;
  category: string;
  subcategory: string;
}

interface Props {
  data: CatalogResponse['catalog']['catalog_data'];
  open: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onEdit: (ref: TreeItemRef) => void;
  onDelete: (ref: TreeItemRef) => void;
}

const count = (subs: Record<string, CatalogItem[]>) => Object.values(subs).reduce((n, items) => n + items.length, 0);

/** The key of a category's (or a subcategory's) open state. */
export const nodeKey = (category: string, subcategory?: string) =>
  subcategory === undefined ? `c:${category}` : `s:${category}\u0000${subcategory}`;

const disclosure =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left font-semibold text-slate-900 hover:bg-slate-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-amber-500';

/**
 * The tree category → subcategory → items (supporting-areas §2): each level a disclosure button
 * (Enter or Space opens and closes it, aria-expanded tells its state), items with their price,
 * unit and reference, and their edit and delete buttons.
 */
export function CatalogTree({ data, open, onToggle, onEdit, onDelete }: Props) {
  /**
   * Arrow keys between the category and subcategory buttons: ↓ ↑ the next and previous, Home and
   * End the first and last, → opens (or goes to the first child), ← closes (or goes to the parent).
   */
  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const target = event.target as HTMLElement;
    const key = target.dataset.node;
    if (!key) {
      return;
    }
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-node]')];
    const index = buttons.indexOf(target as HTMLButtonElement);
    const expanded = open.has(key);
    let next: HTMLButtonElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = buttons[index + 1];
        break;
      case 'ArrowUp':
        next = buttons[index - 1];
        break;
      case 'Home':
        next = buttons[0];
        break;
      case 'End':
        next = buttons[buttons.length - 1];
        break;
      case 'ArrowRight':
        if (!expanded) {
          onToggle(key);
        } else if (key.startsWith('c:')) {
          next = buttons[index + 1];
        }
        break;
      case 'ArrowLeft':
        if (expanded) {
          onToggle(key);
        } else if (target.dataset.parent) {
          next = buttons.find((button) => button.dataset.node === target.dataset.parent);
        }
        break;
      default:
        return;
    }
    event.preventDefault();
    next?.focus();
  }

  return (
    <ul
      onKeyDown={onKeyDown}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      aria-label="Catalogue par catégorie"
    >
      {Object.entries(data).map(([category, subs]) => {
        const key = nodeKey(category);
        const expanded = open.has(key);
        const panelId = `catalog-node-${encodeURIComponent(key)}`;
        return (
          <li key={key} className="p-1.5">
            <button
              type="button"
              data-node={key}
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => onToggle(key)}
              className={disclosure}
            >
              <ChevronRight
                aria-hidden="true"
                className={`size-4 shrink-0 text-slate-500 transition-transform ${expanded ? 'rotate-90' : ''}`}
              />
              <span className="min-w-0 flex-1 truncate">{category || NO_CATEGORY}</span>
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                {pluralize(count(subs), 'élément')}
              </span>
            </button>
            {expanded ? (
              <ul id={panelId} className="mt-1 space-y-1 pb-1 pl-4 sm:pl-6">
                {Object.entries(subs).map(([subcategory, items]) => {
                  const subKey = nodeKey(category, subcategory);
                  const subExpanded = open.has(subKey);
                  const subPanelId = `catalog-node-${encodeURIComponent(subKey)}`;
                  return (
                    <li key={subKey}>
                      <button
                        type="button"
                        data-node={subKey}
                        data-parent={key}
                        aria-expanded={subExpanded}
                        aria-controls={subPanelId}
                        onClick={() => onToggle(subKey)}
                        className={`${disclosure} text-sm font-medium text-slate-800`}
                      >
                        <ChevronRight
                          aria-hidden="true"
                          className={`size-4 shrink-0 text-slate-400 transition-transform ${subExpanded ? 'rotate-90' : ''}`}
                        />
                        <span className="min-w-0 flex-1 truncate">{subcategory || NO_SUBCATEGORY}</span>
                        <span className="shrink-0 text-xs font-medium text-slate-500">{items.length}</span>
                      </button>
                      {subExpanded ? (
                        <ul
                          id={subPanelId}
                          className="mt-1 mb-2 divide-y divide-slate-100 rounded-xl border border-slate-100 sm:ml-6"
                        >
                          {items.map((item) => (
                            <li
                              key={item.id}
                              className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:gap-4"
                            >
                              <div className="min-w-0 flex-1">
                                <p className="text-sm font-medium break-words text-slate-900">{item.description}</p>
                                {item.ref ? <p className="mt-0.5 text-xs text-slate-500">Réf. {item.ref}</p> : null}
                              </div>
                              <div className="flex items-center justify-between gap-3 sm:justify-end">
                                <p className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                                  {priceFormat.format(item.prix)}
                                  <span className="font-normal text-slate-500">
                                    {' '}
                                    / {CATALOG_UNIT_SHORT[item.unite]}
                                  </span>
                                </p>
                                <div className="flex gap-1">
                                  <button
                                    type="button"
                                    onClick={() => onEdit({ item, category, subcategory })}
                                    aria-label={`Modifier « ${item.description} »`}
                                    className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-500"
                                  >
                                    <Pencil aria-hidden="true" className="size-4" />
                                  </button>
                                  <button
                                    type="button"
                                    onClick={() => onDelete({ item, category, subcategory })}
                                    aria-label={`Supprimer « ${item.description} »`}
                                    className="rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-500"
                                  >
                                    <Trash2 aria-hidden="true" className="size-4" />
                                  </button>
                                </div>
                              </div>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
