/**
 * Every table that holds a user's data, and what the GDPR rights do with it (issue 19): the
 * export reads each entry's rows (one JSON key and one CSV file per `kind`), the erasure deletes
 * them or cuts the link (`anonymise`: the column set to null, the row kept as the law requires).
 *
 * A table with a column pointing at `users` that is missing here fails `account-coverage.test.ts`,
 * which reads the database catalogue and names the table: add its entry when you add the table.
 * Rows are read and erased with plain SQL by table and column name, so this module needs no
 * other module's schema file (the layer rule of ARCHITECTURE.md §2 stands).
 */

/** A stored file referenced by a row: its storage key and the name it gets in the export. */
export interface RowFile {
  key: string;
  name: string;
}

export interface UserDataEntry {
  table: string;
  /** The column holding the user's id. */
  column: string;
  /** The export's name for these rows: `data.<kind>` in the JSON, `<kind>.csv` in the zip. */
  kind: string;
  /** delete: the rows go with the account; anonymise: kept with the column set to null. */
  erase: 'delete' | 'anonymise';
  /** Columns never exported (secrets). */
  omit?: string[];
  /** The stored files a row references: put in the export, removed from storage on erasure. */
  files?: (row: Record<string, unknown>) => RowFile[];
  /** Order of the rows in the export. */
  orderBy?: string;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A file name safe in a zip: no folders, no control characters. */
export function safeName(name: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/\p{Cc}/gu, '')
    .trim();
  return cleaned.slice(-120) || 'fichier';
}

function photoFiles(row: Record<string, unknown>): RowFile[] {
  const references = Array.isArray(row.references) ? (row.references as Record<string, unknown>[]) : [];
  return references.flatMap((reference, r) => {
    const photos = Array.isArray(reference.photos) ? (reference.photos as Record<string, unknown>[]) : [];
    return photos
      .filter((photo) => str(photo.storage_key))
      .map((photo, p) => ({
        key: str(photo.storage_key),
        name: `reference-${r + 1}-photo-${p + 1}-${safeName(str(photo.filename) || str(photo.storage_key))}`,
      }));
  });
}

/**
 * The entries, in erasure order (children before parents; `users` last). Tables whose foreign
 * key cascades would lose their rows anyway; they are listed so that the export has them and the
 * erasure does not depend on a cascade someone may change.
 */
export const USER_DATA: UserDataEntry[] = [
  { table: 'account_activity', column: 'user_id', kind: 'activite', erase: 'delete' },
  {
    table: 'documents',
    column: 'user_id',
    kind: 'documents',
    erase: 'delete',
    orderBy: 'uploaded_at',
    files: (row) => [{ key: str(row.storage_key), name: `${str(row.document_type)}-${safeName(str(row.filename))}` }],
  },
  {
    table: 'company_profiles',
    column: 'user_id',
    kind: 'entreprise',
    erase: 'delete',
    files: photoFiles,
  },
  {
    table: 'generated_responses',
    column: 'user_id',
    kind: 'reponses',
    erase: 'delete',
    orderBy: 'created_at',
    files: (row) =>
      row.pdf_key ? [{ key: str(row.pdf_key), name: `reponse-${str(row.id)}-v${String(row.version)}.pdf` }] : [],
  },
  {
    table: 'tender_files',
    column: 'user_id',
    kind: 'fichiers_consultation',
    erase: 'delete',
    orderBy: 'uploaded_at',
    files: (row) => [{ key: str(row.storage_key), name: `${str(row.id).slice(0, 8)}-${safeName(str(row.filename))}` }],
  },
  { table: 'tender_file_results', column: 'user_id', kind: 'analyses_consultation', erase: 'delete' },
  {
    table: 'tenders',
    column: 'submitted_by_user_id',
    kind: 'appels_offres_soumis',
    erase: 'delete',
    orderBy: 'created_at',
  },
  { table: 'notifications', column: 'user_id', kind: 'notifications', erase: 'delete', orderBy: 'created_at' },
  { table: 'notification_preferences', column: 'user_id', kind: 'preferences_notifications', erase: 'delete' },
  { table: 'pricing_profiles', column: 'user_id', kind: 'profil_tarifaire', erase: 'delete' },
  { table: 'pricing_products', column: 'user_id', kind: 'prix_catalogue', erase: 'delete', orderBy: 'position' },
  { table: 'cookie_consents', column: 'user_id', kind: 'consentements', erase: 'delete' },
  { table: 'analytics_events', column: 'user_id', kind: 'navigation', erase: 'delete' },
  { table: 'checkout_sessions', column: 'user_id', kind: 'sessions_paiement', erase: 'delete', orderBy: 'created_at' },
  // Payments are kept 10 years (accounting law), without the link to the person.
  { table: 'payments', column: 'user_id', kind: 'paiements', erase: 'anonymise', orderBy: 'created_at' },
  { table: 'stripe_subscriptions', column: 'user_id', kind: 'abonnements_stripe', erase: 'anonymise' },
  { table: 'billing_events', column: 'user_id', kind: 'evenements_paiement', erase: 'anonymise' },
  { table: 'audit_log', column: 'user_id', kind: 'historique_abonnement', erase: 'anonymise', orderBy: 'created_at' },
  // What administrators did to or as this account: a security log, kept its year without the link.
  { table: 'admin_audit_log', column: 'target_id', kind: 'actions_administrateur', erase: 'anonymise' },
  { table: 'admin_audit_log', column: 'actor_id', kind: 'actions_administrateur_effectuees', erase: 'anonymise' },
  // Market-price library rows an administrator replaced: the shared library stays, the name goes.
  { table: 'market_price_history', column: 'replaced_by', kind: 'prix_marche_remplaces', erase: 'anonymise' },
  // BT index values an administrator entered: the shared values stay, the name goes.
  { table: 'price_index_values', column: 'entered_by', kind: 'indices_bt_saisis', erase: 'anonymise' },
  {
    table: 'users',
    column: 'id',
    kind: 'profil',
    erase: 'delete',
    omit: ['password_hash', 'session_version'],
  },
];
