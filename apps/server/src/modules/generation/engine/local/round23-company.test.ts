/**
 * Round 23: a décennale listed as the cover of works its activities do not name (pontoons on piles, the
 * deconstruction of greenhouses) while the documents list says « à vérifier »; a masonry company presented as
 * « maçonnerie et gros œuvre », the trade's label, not its profile's words; a programme's « Reconstruction »
 * named for the contract of its deconstruction phase.
 */
import { describe, expect, it } from 'vitest';
import { eachProfileAnyNature, itOnRealNotices, writtenForTitle } from '../../../../test/writing.ts';
import { phaseShort } from './sections/shared.ts';
import { activityWords } from './sections/presentation.ts';

/** The guarantees section's insurance line for the décennale ('' when none). */
const decennaleLine = (garanties: string) => /^- Garantie décennale : .*$/mu.exec(garanties)?.[0] ?? '';

describe('the guarantees never present a décennale as the cover of works it does not name', () => {
  it('a demolition for a « maçonnerie » décennale: activities declared, the attestation asked for', () => {
    const r = writtenForTitle('macon', 'Démolition des anciens ateliers municipaux', ['Démolition']);
    const line = decennaleLine(r.section('garanties'));
    expect(line).toMatch(/activités déclarées : Couverture, zinguerie, charpente, maçonnerie/);
    expect(line).not.toMatch(/activités couvertes/);
    expect(line).toMatch(/\[À compléter : attestation d’assurance décennale couvrant la démolition\]/);
    expect(r.todo).toMatch(/^Attestation d’assurance décennale couvrant la démolition : /mu);
    expect(r.todo).toMatch(/Assurance décennale à vérifier[^\n]*démolition/);
  });

  it('a roof renovation for a roofer: the décennale is presented as its cover, no marker', () => {
    const r = writtenForTitle('couvreur', 'Réfection de la couverture en tuiles de la mairie', ['Couverture']);
    const line = decennaleLine(r.section('garanties'));
    expect(line).toMatch(/^- Garantie décennale : assureur SMABTP, .*activités couvertes : Couverture, zinguerie/u);
    expect(line).not.toMatch(/À compléter|activités déclarées/);
    expect(r.letter).toMatch(/Nos travaux sont couverts par une assurance décennale souscrite auprès de SMABTP/);
  });

  itOnRealNotices()('24-19711 and 24-19895 (maçon): no plain décennale line for pontoons or a deconstruction', () => {
    for (const [id, kind] of [
      ['24-19711', 'le génie civil maritime'],
      ['24-19895', 'la démolition'],
    ] as const) {
      eachProfileAnyNature(id, 'macon', (r) => {
        const line = decennaleLine(r.section('garanties'));
        expect(line).not.toMatch(/activités couvertes : Couverture/);
        if (/SMABTP/.test(line)) {
          expect(line).toMatch(/activités déclarées : Couverture, zinguerie, charpente, maçonnerie/);
          expect(line).toContain(`[À compléter : attestation d’assurance décennale couvrant ${kind}]`);
        } else {
          expect(line).toMatch(/\[À compléter : assurance décennale/);
        }
      });
    }
  });
});

describe('the company’s activity is said in its profile’s words', () => {
  it('takes the trade’s activities the profile states, never the whole trade label', () => {
    expect(activityWords('Couverture, zinguerie, charpente, maçonnerie', 'maçonnerie et gros œuvre')).toEqual([
      'maçonnerie',
    ]);
    expect(activityWords('Couverture, zinguerie, charpente, maçonnerie', 'couverture et zinguerie')).toEqual([
      'couverture',
      'zinguerie',
    ]);
    expect(activityWords('Gros œuvre, maçonnerie', 'maçonnerie et gros œuvre')).toEqual(['maçonnerie', 'gros œuvre']);
    expect(activityWords('Couverture, zinguerie, charpente, maçonnerie', 'électricité')).toEqual([]);
  });

  it('a masonry company is « de maçonnerie », not « de maçonnerie et gros œuvre »', () => {
    const r = writtenForTitle('macon', 'Construction d’un mur de soutènement en maçonnerie au cimetière');
    expect(r.letter).toMatch(/Entreprise de maçonnerie créée en 2009/);
    expect(r.text).not.toMatch(/gros œuvre,|maçonnerie et gros œuvre/);
  });

  it('a roofer keeps « couverture et zinguerie », its décennale’s words', () => {
    const r = writtenForTitle('couvreur', 'Réfection de la couverture en tuiles de la mairie', ['Couverture']);
    expect(r.letter).toMatch(/Entreprise de couverture et zinguerie créée en 2009/);
  });

  itOnRealNotices()('24-19711 and 24-19895 (maçon): no « gros œuvre » claimed from a « maçonnerie » profile', () => {
    for (const id of ['24-19711', '24-19895']) {
      eachProfileAnyNature(id, 'macon', (r) => {
        expect(r.text).not.toMatch(/[Ee]ntreprise de maçonnerie et gros œuvre|travaux de maçonnerie et gros œuvre/);
      });
    }
  });
});

describe('a phase of works is named by its works, not by the programme', () => {
  it('the short name says the phase’s works, whole, with the phase', () => {
    expect(
      phaseShort(
        'Reconstruction des serres de l’université phase 2 : désamiantage, curage et déconstruction des anciennes serres. Situées à Dijon',
        'Dijon',
      ),
    ).toBe('Désamiantage, curage et déconstruction des anciennes serres (phase 2)');
    expect(phaseShort('Reconstruction du gymnase, phase 1 : démolition de l’ancien gymnase', null)).toBe(
      'Démolition de l’ancien gymnase (phase 1)',
    );
    expect(phaseShort('Extension de l’école - tranche 2 : lot 3 menuiseries', null)).toBeNull();
    expect(phaseShort('Réhabilitation de la halle', null)).toBeNull();
  });

  it('a made-up programme’s demolition phase: the letter names the phase, not the reconstruction', () => {
    const r = writtenForTitle(
      'macon',
      'Reconstruction du groupe scolaire Jules Ferry phase 1 : démolition des anciens vestiaires',
      ['Démolition'],
    );
    expect(r.letter).toMatch(/«\sDémolition des anciens vestiaires \(phase 1\)\s»/);
    expect(r.letter).not.toMatch(/marché «\sReconstruction du groupe scolaire/);
  });

  itOnRealNotices()('24-19895 (maçon): the letter and the mémoire name the deconstruction phase', () => {
    eachProfileAnyNature('24-19895', 'macon', (r) => {
      expect(r.letter).toMatch(/«\sDésamiantage, curage et déconstruction des anciennes serres \(phase 2\)\s»/);
      expect(r.letter).toMatch(/^Objet : .*phase 2 : désamiantage, curage et déconstruction des anciennes serres/mu);
      expect(r.text).not.toMatch(/«\sReconstruction des serres\s»/);
    });
  });
});
