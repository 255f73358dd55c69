import type { Notification } from '@batiao/shared/contracts/notifications';

/** A tender_assignment notification received `minutesAgo` minutes before now. */
export function makeNotification(overrides: Partial<Notification> = {}, minutesAgo = 5): Notification {
  return {
    id: '7d1f0c52-2b4e-4f6a-8c11-000000000001',
    type: 'tender_assignment',
    title: 'Nouvel appel d’offres assigné',
    message: 'Réfection de la couverture en tuiles du groupe scolaire Jean-Moulin',
    tender_id: '0b6f5c1e-4a7d-4c1e-9a55-2f0f3f6d7a01',
    sent_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    read: false,
    pdf_generated: false,
    ...overrides,
  };
}
