import { useCallback, useId, useState } from 'react';
import { ImageOff, ImagePlus, X } from 'lucide-react';
import {
  REFERENCE_PHOTOS_MAX,
  REFERENCE_PHOTO_MAX_BYTES,
  REFERENCE_PHOTO_TOO_LARGE,
  REFERENCE_PHOTO_UNSUPPORTED,
  type ReferencePhoto,
} from '@batiao/shared/contracts/company';
import { Spinner } from '../../../components/ui/spinner';
import { reportError } from '../../../lib/report-error';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useDeleteReferencePhoto } from '../api/delete-reference-photo';
import { useReferencePhoto } from '../api/get-reference-photo';
import { useUploadReferencePhoto } from '../api/upload-reference-photo';
import { saveErrorLines } from '../lib/profile-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

const ACCEPTED = ['image/jpeg', 'image/png'];

/** One thumbnail: the image is fetched with the bearer token, then shown from a blob URL. */
function PhotoThumb({
  referenceId,
  photo,
  onRemove,
}: {
  referenceId: string;
  photo: ReferencePhoto;
  onRemove: () => void;
}) {
  const image = useReferencePhoto(referenceId, photo.id);
  const blob = image.data;
  // The blob URL lives as long as the <img> that shows it (React 19 ref cleanup).
  const attach = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element || !blob) {
        return;
      }
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );

  function openFull() {
    if (!blob) {
      return;
    }
    const url = URL.createObjectURL(blob);
    window.open(url, '_blank', 'noopener');
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  return (
    <li className="group relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      {blob ? (
        <button
          type="button"
          onClick={openFull}
          className="block size-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-500"
          aria-label={`Agrandir la photo ${photo.filename}`}
        >
          <img ref={attach} alt={photo.filename} className="size-full object-cover" />
        </button>
      ) : image.isError ? (
        <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-slate-500">
          <ImageOff aria-hidden="true" className="size-5" />
          Photo indisponible
        </span>
      ) : (
        <span role="status" aria-label={`Chargement de ${photo.filename}`} className="block size-full animate-pulse" />
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Supprimer la photo ${photo.filename}`}
        title="Supprimer la photo"
        className="absolute top-1.5 right-1.5 inline-flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-900/10 hover:bg-white hover:text-red-700 focus-visible:outline-2 focus-visible:outline-amber-500"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** The photos of a saved reference: thumbnails, add (JPG/PNG, 5 Mo, 6 at most), remove. */
export function ReferencePhotos({
  referenceId,
  photos,
  projet,
}: {
  referenceId: string | null;
  photos: ReferencePhoto[];
  projet: string;
}) {
  const inputId = useId();
  const upload = useUploadReferencePhoto();
  const remove = useDeleteReferencePhoto();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const [confirming, setConfirming] = useState<ReferencePhoto | null>(null);

  if (!referenceId) {
    return (
      <div>
        <p className="text-sm font-medium text-slate-800">Photos</p>
        <p className="mt-1.5 rounded-lg border border-dashed border-slate-300 bg-white px-3.5 py-3 text-sm text-slate-500">
          Enregistrez le profil pour ajouter des photos à cette référence.
        </p>
      </div>
    );
  }
  const id = referenceId;
  const room = REFERENCE_PHOTOS_MAX - photos.length - uploading;

  async function addFiles(files: File[]) {
    setError(null);
    const refused: string[] = [];
    const accepted = files.filter((file) => {
      if (!ACCEPTED.includes(file.type)) {
        refused.push(`${file.name} : ${REFERENCE_PHOTO_UNSUPPORTED}`);
        return false;
      }
      if (file.size > REFERENCE_PHOTO_MAX_BYTES) {
        refused.push(`${file.name} : ${REFERENCE_PHOTO_TOO_LARGE}`);
        return false;
      }
      return true;
    });
    const sent = accepted.slice(0, Math.max(room, 0));
    if (accepted.length > sent.length) {
      refused.push(`${REFERENCE_PHOTOS_MAX} photos au plus par référence`);
    }
    let added = 0;
    setUploading(sent.length);
    for (const file of sent) {
      try {
        await upload.mutateAsync({ referenceId: id, file });
        added += 1;
      } catch (failure) {
        reportError(failure, 'Envoi d’une photo de référence');
        refused.push(`${file.name} : ${saveErrorLines(failure)[0] ?? 'envoi impossible'}`);
      }
      setUploading((n) => n - 1);
    }
    if (refused.length > 0) {
      setError(refused.join(' · '));
      notifyError(refused[0] ?? 'Photo refusée');
    } else if (added > 0) {
      notifySuccess(added > 1 ? `${added} photos ajoutées` : 'Photo ajoutée');
    }
  }

  function confirmRemove() {
    const photo = confirming;
    setConfirming(null);
    if (!photo) {
      return;
    }
    remove.mutate(
      { referenceId: id, photoId: photo.id },
      {
        onSuccess: () => notifySuccess('Photo supprimée'),
        onError: (failure) => {
          reportError(failure, 'Suppression d’une photo de référence');
          notifyError(saveErrorLines(failure)[0] ?? 'Suppression impossible');
        },
      },
    );
  }

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-slate-800">Photos</p>
        <p className="text-xs text-slate-500">
          {photos.length}/{REFERENCE_PHOTOS_MAX} · JPG ou PNG, 5 Mo max.
        </p>
      </div>
      <ul
        aria-label={`Photos de la référence ${projet.trim() || ''}`.trim()}
        className="mt-2 grid grid-cols-3 gap-2.5 sm:grid-cols-4 lg:grid-cols-6"
      >
        {photos.map((photo) => (
          <PhotoThumb key={photo.id} referenceId={id} photo={photo} onRemove={() => setConfirming(photo)} />
        ))}
        {Array.from({ length: uploading }, (_, i) => (
          <li
            key={`uploading-${i}`}
            className="flex aspect-square items-center justify-center rounded-lg border border-slate-200 bg-white"
          >
            <Spinner className="size-5 text-amber-500" />
            <span className="sr-only">Envoi de la photo…</span>
          </li>
        ))}
        {room > 0 ? (
          <li className="aspect-square">
            <label
              htmlFor={inputId}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 bg-white text-xs font-medium text-slate-600 transition-colors hover:border-amber-400 hover:bg-amber-50/60 hover:text-slate-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-500"
            >
              <ImagePlus aria-hidden="true" className="size-5" />
              Ajouter
              <input
                id={inputId}
                type="file"
                accept="image/jpeg,image/png"
                multiple
                aria-label={`Ajouter des photos à la référence ${projet.trim()}`.trim()}
                className="sr-only"
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  void addFiles(files);
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Supprimer cette photo ?"
          confirmLabel="Supprimer la photo"
          onConfirm={confirmRemove}
          onCancel={() => setConfirming(null)}
        >
          La photo « {confirming.filename} » sera supprimée définitivement.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
