import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorResponse, stubFetch } from '../testing/fetch-stub';
import { stubXhr } from '../testing/xhr-stub';
import { ApiError, setAuthToken } from './api-client';
import { apiDownload, apiUpload, filenameFromDisposition, saveBlob, type UploadProgress } from './api-files';

const answer = z.object({ id: z.string() });

function form(): FormData {
  const body = new FormData();
  body.append('document_type', 'kbis');
  body.append('file', new File(['%PDF-1.4'], 'kbis.pdf', { type: 'application/pdf' }));
  return body;
}

afterEach(() => setAuthToken(null));

describe('apiUpload', () => {
  it('posts the form with the bearer token, reports the progress and checks the answer', async () => {
    setAuthToken('jwt-upload');
    const xhr = stubXhr();
    const progress: UploadProgress[] = [];
    const sent = form();
    const result = apiUpload('/documents/upload', { form: sent, schema: answer, onProgress: (p) => progress.push(p) });

    const request = xhr.requests[0];
    if (!request) {
      throw new Error('aucun envoi');
    }
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/documents/upload');
    expect(request.headers.get('Authorization')).toBe('Bearer jwt-upload');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.body).toBe(sent);

    request.progress(1, 3);
    request.progress(2, 3);
    request.progress(3, 3);
    request.respond(201, { id: 'doc-1', ignored: true });

    await expect(result).resolves.toEqual({ id: 'doc-1' });
    expect(progress.map((p) => p.percent)).toEqual([33, 66, 100]);
    expect(progress[1]).toEqual({ loaded: 2, total: 3, percent: 66 });
  });

  it('sends no Authorization header without a session', async () => {
    const xhr = stubXhr(() => ({ status: 201, body: { id: 'x' } }));
    await apiUpload('/documents/upload', { form: form(), schema: answer });
    expect(xhr.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('turns an error body into the same ApiError as apiRequest', async () => {
    stubXhr(() => ({
      status: 413,
      body: { detail: 'Le fichier est trop volumineux (max 10MB)', code: 'PAYLOAD_TOO_LARGE' },
    }));
    const error = await apiUpload('/documents/upload', { form: form(), schema: answer }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      detail: 'Le fichier est trop volumineux (max 10MB)',
      message: 'Le fichier est trop volumineux (max 10MB)',
    });
  });

  it('reads a list of field errors, and a body that is not the error shape', async () => {
    stubXhr((request) =>
      request.url.pathname.endsWith('/list')
        ? {
            status: 422,
            body: { detail: [{ field: 'valid_until', message: 'Date attendue' }], code: 'VALIDATION_ERROR' },
          }
        : { status: 502 },
    );
    await expect(apiUpload('/list', { form: form(), schema: answer })).rejects.toMatchObject({
      status: 422,
      message: 'Date attendue',
      detail: [{ field: 'valid_until', message: 'Date attendue' }],
    });
    await expect(apiUpload('/gateway', { form: form(), schema: answer })).rejects.toMatchObject({
      status: 502,
      message: 'Erreur 502',
      detail: undefined,
    });
  });

  it('rejects an answer that breaks the contract', async () => {
    stubXhr(() => ({ status: 201, body: { unexpected: 1 } }));
    await expect(apiUpload('/documents/upload', { form: form(), schema: answer })).rejects.toMatchObject({
      status: 201,
      message: 'Réponse inattendue du serveur',
    });
  });

  it('reports a connection failure as status 0', async () => {
    const xhr = stubXhr();
    const result = apiUpload('/documents/upload', { form: form(), schema: answer });
    xhr.requests[0]?.networkError();
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('aborts with the signal, like fetch', async () => {
    const xhr = stubXhr();
    const controller = new AbortController();
    const result = apiUpload('/documents/upload', { form: form(), schema: answer, signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.requests[0]?.aborted).toBe(true);

    // Already aborted: nothing is sent.
    await expect(
      apiUpload('/documents/upload', { form: form(), schema: answer, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.requests).toHaveLength(1);
  });
});

describe('apiDownload', () => {
  it('fetches with the bearer token and returns the body and the name from Content-Disposition', async () => {
    setAuthToken('jwt-download');
    const http = stubFetch(
      () =>
        new Response('%PDF-1.4', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="depot.pdf"; filename*=UTF-8''d%C3%A9p%C3%B4t.pdf`,
          },
        }),
    );
    const file = await apiDownload('/documents/abc/download');
    expect(http.requests[0]?.url.pathname).toBe('/api/documents/abc/download');
    expect(http.requests[0]?.headers.get('Authorization')).toBe('Bearer jwt-download');
    expect(file.filename).toBe('dépôt.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
  });

  it('maps a 404 to ApiError and a failed connection to status 0', async () => {
    stubFetch(() => errorResponse(404, 'Document introuvable', 'NOT_FOUND'));
    await expect(apiDownload('/documents/x/download')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Document introuvable',
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiDownload('/documents/x/download')).rejects.toMatchObject({ status: 0 });
  });

  it('reads both forms of filename', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment; filename="kbis.pdf"')).toBe('kbis.pdf');
    expect(filenameFromDisposition('attachment; filename=kbis.pdf')).toBe('kbis.pdf');
    expect(filenameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%C3%A9t%C3%A9.pdf`)).toBe('été.pdf');
    expect(filenameFromDisposition('attachment')).toBeNull();
  });
});

describe('saveBlob', () => {
  it('clicks a download link on an object URL, then releases it', () => {
    vi.useFakeTimers();
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/1'), revokeObjectURL });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    saveBlob(new Blob(['x']), 'rib.pdf');

    expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'rib.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});
