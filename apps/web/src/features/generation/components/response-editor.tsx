import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { AlertTriangle, Save, X } from 'lucide-react';
import {
  generatedResponseEditSchema,
  type GeneratedResponse,
  type GeneratedResponseEdit,
} from '@batiao/shared/contracts/generation';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { pluralize } from '../../../lib/format';
import { useSaveGeneratedResponse } from '../api/save-generated-response';
import { countMarkers } from '../lib/response-text';

/** A textarea that grows with its text (no inner scroll bar on a phone). */
function AutoGrowTextarea({
  value,
  onChange,
  className = '',
  ...props
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  rows?: number;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) {
      element.style.height = 'auto';
      element.style.height = `${element.scrollHeight + 2}px`;
    }
  }, [value]);
  return (
    <textarea
      ref={ref}
      value={value}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
      className={`block w-full resize-none overflow-hidden rounded-lg border border-slate-300 bg-white px-3.5 py-3 text-[15px] leading-relaxed text-slate-900 shadow-xs focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30 focus:outline-none aria-invalid:border-red-400 ${className}`}
      {...props}
    />
  );
}

function MarkersHint({ text, id }: { text: string; id: string }) {
  const count = countMarkers(text);
  if (count === 0) {
    return null;
  }
  return (
    <p id={id} className="mt-1.5 flex items-center gap-1.5 text-xs font-medium text-amber-800">
      <AlertTriangle aria-hidden="true" className="size-3.5" />
      {pluralize(count, 'passage [À compléter : …] à remplacer', 'passages [À compléter : …] à remplacer')}
    </p>
  );
}

function initialEdit(response: GeneratedResponse): GeneratedResponseEdit {
  return {
    lettre_candidature: response.lettre_candidature ?? '',
    memoire_sections: (response.memoire_sections ?? []).map(({ key, title, body }) => ({ key, title, body })),
  };
}

type Errors = Record<string, string>;

function validate(edit: GeneratedResponseEdit): Errors {
  const parsed = generatedResponseEditSchema.safeParse(edit);
  if (parsed.success) {
    return {};
  }
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * Edit mode: the letter and each section (title and text) in textareas that grow with the text.
 * « Enregistrer » sends the PUT (the server re-renders the PDF); « Annuler » asks first when
 * something changed.
 */
export function ResponseEditor({ response, onClose }: { response: GeneratedResponse; onClose: () => void }) {
  const [initial] = useState(() => initialEdit(response));
  const [edit, setEdit] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [confirmCancel, setConfirmCancel] = useState(false);
  const save = useSaveGeneratedResponse();
  const baseId = useId();
  const dirty = JSON.stringify(edit) !== JSON.stringify(initial);

  const setSection = (index: number, field: 'title' | 'body', value: string) =>
    setEdit((current) => ({
      ...current,
      memoire_sections: current.memoire_sections.map((section, i) =>
        i === index ? { ...section, [field]: value } : section,
      ),
    }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(edit);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`${baseId}-${first}`)?.focus();
      return;
    }
    save.mutate({ id: response.id, edit }, { onSuccess: onClose });
  };

  const onCancel = () => (dirty ? setConfirmCancel(true) : onClose());
  const fieldId = (path: string) => `${baseId}-${path}`;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Modifier la réponse" className="space-y-6">
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        Modifiez librement le texte : une ligne commençant par « - » devient une puce, une ligne vide sépare les
        paragraphes. Les tableaux (effectifs, matériel, planning) sont conservés tels quels. À l’enregistrement, le PDF
        et le fichier Word sont refaits.
      </p>

      <div>
        <label htmlFor={fieldId('lettre_candidature')} className="block text-sm font-semibold text-slate-900">
          Lettre de candidature
        </label>
        <AutoGrowTextarea
          id={fieldId('lettre_candidature')}
          value={edit.lettre_candidature}
          onChange={(value) => setEdit((current) => ({ ...current, lettre_candidature: value }))}
          aria-invalid={errors.lettre_candidature ? true : undefined}
          aria-describedby={`${fieldId('lettre_candidature')}-hint`}
          rows={8}
          className="mt-2"
        />
        {errors.lettre_candidature ? <p className="mt-1.5 text-sm text-red-700">{errors.lettre_candidature}</p> : null}
        <MarkersHint text={edit.lettre_candidature} id={`${fieldId('lettre_candidature')}-hint`} />
      </div>

      <fieldset className="space-y-5">
        <legend className="text-sm font-semibold text-slate-900">Mémoire technique</legend>
        {edit.memoire_sections.map((section, index) => {
          const titlePath = `memoire_sections.${index}.title`;
          const bodyPath = `memoire_sections.${index}.body`;
          return (
            <div key={`${section.key}-${index}`} className="rounded-xl border border-slate-200 p-3.5 sm:p-4">
              <label htmlFor={fieldId(titlePath)} className="block text-xs font-semibold text-slate-500">
                Titre de la section {index + 1}
              </label>
              <input
                id={fieldId(titlePath)}
                type="text"
                value={section.title}
                onChange={(event) => setSection(index, 'title', event.target.value)}
                aria-invalid={errors[titlePath] ? true : undefined}
                className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-[15px] font-semibold text-slate-900 shadow-xs focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30 focus:outline-none aria-invalid:border-red-400"
              />
              {errors[titlePath] ? <p className="mt-1.5 text-sm text-red-700">{errors[titlePath]}</p> : null}
              <label htmlFor={fieldId(bodyPath)} className="mt-3 block text-xs font-semibold text-slate-500">
                Texte de la section « {section.title || `section ${index + 1}`} »
              </label>
              <AutoGrowTextarea
                id={fieldId(bodyPath)}
                value={section.body}
                onChange={(value) => setSection(index, 'body', value)}
                aria-invalid={errors[bodyPath] ? true : undefined}
                aria-describedby={`${fieldId(bodyPath)}-hint`}
                rows={4}
                className="mt-1"
              />
              {errors[bodyPath] ? <p className="mt-1.5 text-sm text-red-700">{errors[bodyPath]}</p> : null}
              <MarkersHint text={section.body} id={`${fieldId(bodyPath)}-hint`} />
            </div>
          );
        })}
      </fieldset>

      <div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        {dirty ? <p className="mr-auto text-xs text-slate-500">Modifications non enregistrées</p> : null}
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          <X aria-hidden="true" className="size-4" />
          Annuler
        </Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden="true" className="size-4" />}
          {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
        </Button>
      </div>

      <ConfirmDialog
        open={confirmCancel}
        title="Abandonner les modifications ?"
        confirmLabel="Abandonner"
        cancelLabel="Continuer à modifier"
        onConfirm={() => {
          setConfirmCancel(false);
          onClose();
        }}
        onCancel={() => setConfirmCancel(false)}
      >
        Les changements faits depuis l’ouverture de l’éditeur seront perdus. La réponse enregistrée reste telle quelle.
      </ConfirmDialog>
    </form>
  );
}
