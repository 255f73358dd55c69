import type { Document, DocumentListResponse, FileHealthResponse } from '@batiao/shared/contracts/documents';
import { DOCUMENT_TYPES, DOCUMENT_TYPE_INFO, type DocumentType } from '@batiao/shared/domain/documents';

const IDS: Record<DocumentType, string> = Object.fromEntries(
  DOCUMENT_TYPES.map((type, index) => [type, `0d0c0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`]),
) as Record<DocumentType, string>;

/** A stored document, valid, without an expiry of its own unless told. */
export function makeDocument(type: DocumentType, overrides: Partial<Document> = {}): Document {
  return {
    id: IDS[type],
    document_type: type,
    filename: `${type}.pdf`,
    content_type: 'application/pdf',
    size: 245_760,
    upload_date: '2026-11-02T09:30:00.000Z',
    issued_at: null,
    valid_until: null,
    expires_on: null,
    days_left: null,
    status: 'valid',
    needs_valid_until: false,
    ...overrides,
  };
}

/** GET /api/documents as the server answers it: the 13 types in order, with the given documents. */
export function makeDocumentList(documents: Document[] = []): DocumentListResponse {
  const byType = new Map(documents.map((document) => [document.document_type, document]));
  return {
    documents,
    types: DOCUMENT_TYPES.map((type) => {
      const info = DOCUMENT_TYPE_INFO[type];
      const document = byType.get(type) ?? null;
      return {
        document_type: type,
        label: info.label,
        critical: info.critical,
        tips: info.tips,
        validity: info.validityText,
        status: document?.status ?? 'missing',
        document,
      };
    }),
  };
}

export function makeHealth(overrides: Partial<FileHealthResponse> = {}): FileHealthResponse {
  return {
    overall_health: 'good',
    missing_critical: [],
    expired: [],
    expiring_soon: [],
    recommendations: [],
    dossier_completion: 100,
    ...overrides,
  };
}

/** A file of `size` bytes as the browser hands it over (the content is a short PDF header). */
export function makeFile(name: string, size = 24_576, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4\n'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
