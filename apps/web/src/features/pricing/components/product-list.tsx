import { Download, FolderTree, PackageOpen, Trash2 } from 'lucide-react';
import type { Product } from '@batiao/shared/contracts/pricing';
import { Button, ButtonLink } from '../../../components/ui/button';

const price = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

interface ProductListProps {
  products: Product[];
  /** How many stored products were removed on screen and go on the next save. */
  pendingDeletions: number;
  onDelete: (product: Product) => void;
  onExport: () => void;
}

export function ProductList({ products, pendingDeletions, onDelete, onExport }: ProductListProps) {
  const count = products.length;
  return (
    <section aria-labelledby="product-list-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 id="product-list-title" className="font-semibold text-slate-900">
            Mes produits
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
              {count}
            </span>
          </h3>
          {pendingDeletions > 0 ? (
            <p className="mt-1 text-sm text-amber-700">
              {pendingDeletions === 1
                ? '1 produit retiré : la suppression sera effective à l’enregistrement.'
                : `${pendingDeletions} produits retirés : la suppression sera effective à l’enregistrement.`}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The same products, as a searchable tree, with the import of a supplier's price list (ADR 020). */}
          <ButtonLink to="/catalog" variant="secondary" size="sm">
            <FolderTree aria-hidden="true" className="size-4" />
            Catalogue complet et import
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={onExport} disabled={count === 0}>
            <Download aria-hidden="true" className="size-4" />
            Exporter en CSV
          </Button>
        </div>
      </div>

      {count === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
          <PackageOpen aria-hidden="true" className="size-8 text-slate-400" />
          <p className="mt-3 font-medium text-slate-800">Aucun produit dans votre catalogue</p>
          <p className="mt-1 max-w-md text-sm text-slate-500">
            Ajoutez les fournitures que vous posez le plus souvent, avec votre prix d’achat et la remise de votre
            fournisseur.
          </p>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {products.map((product) => (
            <li
              key={product.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_8rem_auto]"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900 sm:truncate">{product.name}</p>
                <p className="text-sm break-words text-slate-500 sm:truncate">
                  {[product.category, product.brand, product.reference].filter(Boolean).join(' · ') || 'Sans catégorie'}
                </p>
              </div>
              <p className="col-start-1 row-start-2 truncate text-sm text-slate-600 sm:col-start-auto sm:row-start-auto">
                {product.supplier || 'Fournisseur non précisé'}
                {product.supplier_discount > 0 ? ` · remise ${percent.format(product.supplier_discount)} %` : ''}
              </p>
              <p className="col-start-2 row-start-1 text-right font-semibold text-slate-900 tabular-nums sm:col-start-auto sm:row-start-auto">
                {price.format(product.unit_price)}
                <span className="text-sm font-normal text-slate-500"> / {product.unit}</span>
              </p>
              <div className="col-start-2 row-start-2 flex justify-end sm:col-start-auto sm:row-start-auto">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Supprimer ${product.name}`}
                  onClick={() => onDelete(product)}
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">Supprimer</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
