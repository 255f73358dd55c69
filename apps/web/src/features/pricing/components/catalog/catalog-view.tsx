import { useDeferredValue, useMemo, useState } from 'react';
import { ChevronsDownUp, ChevronsUpDown, PackageOpen, Pencil, Plus, Search, Trash2, Upload } from 'lucide-react';
import {
  CATALOG_SEARCH_MIN,
  CATALOG_UNIT_SHORT,
  type CatalogResponse,
  type CatalogSearchResult,
} from '@batiao/shared/contracts/pricing';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { inputClasses } from '../../../../components/ui/form-field';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { formatInteger, pluralize } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/toasts';
import { useCatalogSearch, useDeleteCatalogItem } from '../../api/catalog';
import { highlightParts } from '../../lib/catalog-highlight';
import { CatalogImportWizard } from './catalog-import-wizard';
import { CatalogItemDialog, EMPTY_ITEM, type CatalogItemDraft } from './catalog-item-dialog';
import { CatalogTree, NO_CATEGORY, NO_SUBCATEGORY, nodeKey, priceFormat, type TreeItemRef } from './catalog-tree';

function Tiles({ statistics }: { statistics: CatalogResponse['statistics'] }) {
  const tiles = [
    {
      label: 'Éléments',
      value: formatInteger(statistics.total_items),
      hint: `sur ${formatInteger(statistics.max_items)} au plus`,
    },
    { label: 'Catégories', value: formatInteger(statistics.total_categories) },
    { label: 'Sous-catégories', value: formatInteger(statistics.total_subcategories) },
    {
      label: 'Prix moyen HT',
      value: statistics.average_price === null ? '—' : priceFormat.format(statistics.average_price),
      hint: 'toutes unités confondues',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl border border-slate-200 bg-white px-4 py-4 shadow-xs">
          <dt className="text-sm font-medium text-slate-600">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{tile.value}</dd>
          {tile.hint ? <dd className="text-xs text-slate-500">{tile.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

function scoreClasses(score: number) {
  return score >= 85
    ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
    : score >= 60
      ? 'bg-amber-50 text-amber-800 ring-amber-200'
      : 'bg-slate-100 text-slate-700 ring-slate-200';
}

interface SearchResultsProps {
  query: string;
  onEdit: (result: CatalogSearchResult) => void;
  onDelete: (result: CatalogSearchResult) => void;
}

function SearchResults({ query, onEdit, onDelete }: SearchResultsProps) {
  const search = useCatalogSearch(query);
  const results = search.data ?? [];
  return (
    <section aria-labelledby="catalog-search-title" aria-busy={search.isFetching}>
      <div className="flex items-center gap-2">
        <h2 id="catalog-search-title" className="font-semibold text-slate-900">
          Résultats pour « {query.trim()} »
        </h2>
        {search.isFetching ? <Spinner className="size-4 text-amber-500" /> : null}
      </div>
      <p role="status" className="mt-1 text-sm text-slate-600">
        {search.isError
          ? 'La recherche a échoué : réessayez.'
          : search.data
            ? results.length === 0
              ? 'Aucun élément ne correspond.'
              : `${pluralize(results.length, 'élément trouvé', 'éléments trouvés')}, les plus proches d’abord.`
            : 'Recherche…'}
      </p>
      {results.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {results.map((result) => (
            <li key={result.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">
                  <Highlighted text={result.description} query={query} />
                </p>
                <p className="mt-0.5 text-xs text-slate-500">
                  {result.category || NO_CATEGORY} › {result.subcategory || NO_SUBCATEGORY}
                  {result.ref ? ` · Réf. ${result.ref}` : ''}
                </p>
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 tabular-nums ${scoreClasses(result.match_score)}`}
                  title="Score de correspondance"
                >
                  {result.match_score} %<span className="sr-only"> de correspondance</span>
                </span>
                <p className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                  {priceFormat.format(result.prix)}
                  <span className="font-normal text-slate-500"> / {CATALOG_UNIT_SHORT[result.unite]}</span>
                </p>
                <div className="flex gap-1">
                  <button
                    type="button"
                    onClick={() => onEdit(result)}
                    aria-label={`Modifier « ${result.description} »`}
                    className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-amber-500"
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(result)}
                    aria-label={`Supprimer « ${result.description} »`}
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
    </section>
  );
}

type Dialog =
  | { kind: 'item'; draft: CatalogItemDraft }
  | { kind: 'delete'; id: string; description: string }
  | { kind: 'import' }
  | null;

/** The /catalog page's content once the catalogue is read: tiles, search, tree, dialogs. */
export function CatalogView({ catalog }: { catalog: CatalogResponse }) {
  const data = catalog.catalog.catalog_data;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searching = deferredQuery.trim().length >= CATALOG_SEARCH_MIN;
  const [dialog, setDialog] = useState<Dialog>(null);
  const categories = Object.keys(data);
  // The first category is open on arrival; the user opens and closes the others.
  const [open, setOpen] = useState<Set<string>>(() => {
    const first = categories[0];
    if (first === undefined) {
      return new Set();
    }
    return new Set([nodeKey(first), ...Object.keys(data[first] ?? {}).map((s) => nodeKey(first, s))]);
  });
  const remove = useDeleteCatalogItem();

  const allKeys = useMemo(
    () => Object.entries(data).flatMap(([c, subs]) => [nodeKey(c), ...Object.keys(subs).map((s) => nodeKey(c, s))]),
    [data],
  );
  const subcategories = useMemo(
    () => [...new Set(Object.values(data).flatMap((subs) => Object.keys(subs)))].filter(Boolean),
    [data],
  );
  const allOpen = allKeys.length > 0 && allKeys.every((key) => open.has(key));

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) {
        next.delete(key);
      } else {
        next.add(key);
      }
      return next;
    });

  /** Opens the category and subcategory of an item just saved or imported. */
  const reveal = (category: string, subcategory: string) =>
    setOpen((current) => new Set([...current, nodeKey(category), nodeKey(category, subcategory)]));

  const edit = ({ item, category, subcategory }: TreeItemRef) =>
    setDialog({ kind: 'item', draft: { ...item, category, subcategory } });

  function confirmDelete() {
    if (dialog?.kind !== 'delete') {
      return;
    }
    remove.mutate(dialog.id, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        setDialog(null);
      },
      onError: (failure) => {
        notifyError(`Erreur: ${failure instanceof ApiError ? failure.message : 'suppression impossible'}`);
        setDialog(null);
      },
    });
  }

  const empty = catalog.statistics.total_items === 0;

  return (
    <div className="space-y-6">
      <Tiles statistics={catalog.statistics} />

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="relative flex-1">
          <label htmlFor="catalog-search" className="sr-only">
            Rechercher dans mon catalogue
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id="catalog-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Rechercher : carrelage, tube cuivre DN 40, m2…"
            aria-describedby="catalog-search-hint"
            className={inputClasses(false, 'pl-10')}
            disabled={empty}
          />
          <p id="catalog-search-hint" className="sr-only">
            La recherche commence à {CATALOG_SEARCH_MIN} caractères.
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="accent"
            className="sm:flex-1 lg:flex-none"
            onClick={() => setDialog({ kind: 'item', draft: EMPTY_ITEM })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Ajouter un élément
          </Button>
          <Button variant="secondary" className="sm:flex-1 lg:flex-none" onClick={() => setDialog({ kind: 'import' })}>
            <Upload aria-hidden="true" className="size-4" />
            Importer un tarif
          </Button>
        </div>
      </div>

      {searching ? (
        <SearchResults
          query={deferredQuery}
          onEdit={(result) => setDialog({ kind: 'item', draft: { ...result } })}
          onDelete={(result) => setDialog({ kind: 'delete', id: result.id, description: result.description })}
        />
      ) : empty ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <PackageOpen aria-hidden="true" className="size-9 text-slate-400" />
          <h2 className="mt-3 font-semibold text-slate-900">Votre catalogue est vide</h2>
          <p className="mt-1 max-w-md text-sm text-slate-600">
            Ajoutez vos prix un par un, ou importez le tarif de votre fournisseur (Excel ou CSV) : vous les retrouverez
            ici, classés par catégorie, et dans votre profil tarifaire.
          </p>
        </div>
      ) : (
        <section aria-labelledby="catalog-tree-title">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 id="catalog-tree-title" className="font-semibold text-slate-900">
              Par catégorie
            </h2>
            <Button variant="ghost" size="sm" onClick={() => setOpen(allOpen ? new Set() : new Set(allKeys))}>
              {allOpen ? (
                <ChevronsDownUp aria-hidden="true" className="size-4" />
              ) : (
                <ChevronsUpDown aria-hidden="true" className="size-4" />
              )}
              {allOpen ? 'Tout replier' : 'Tout déplier'}
            </Button>
          </div>
          <CatalogTree
            data={data}
            open={open}
            onToggle={toggle}
            onEdit={edit}
            onDelete={({ item }) => setDialog({ kind: 'delete', id: item.id, description: item.description })}
          />
        </section>
      )}

      {dialog?.kind === 'item' ? (
        <CatalogItemDialog
          initial={dialog.draft}
          categories={categories.filter(Boolean)}
          subcategories={subcategories}
          onClose={() => setDialog(null)}
          onSaved={({ category, subcategory }) => reveal(category, subcategory)}
        />
      ) : null}
      {dialog?.kind === 'import' ? (
        <CatalogImportWizard
          onClose={() => setDialog(null)}
          onImported={(first) => (first ? reveal(first.category, first.subcategory) : undefined)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title="Supprimer cet élément ?"
          confirmLabel="Supprimer"
          onConfirm={confirmDelete}
          onCancel={() => setDialog(null)}
          busy={remove.isPending}
        >
          « {dialog.description} » sera retiré de votre catalogue et de la liste de produits de votre profil tarifaire.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
