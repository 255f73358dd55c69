// `npm run seed:demo`: loads the sample tenders written for demonstration, marked "Exemple".
import { systemClock } from '../lib/clock.ts';
import { seedDemoTenders } from '../modules/tenders/tenders-demo.service.ts';
import { openCliDatabase } from './cli-database.ts';

const { database, close } = await openCliDatabase();
try {
  const result = await seedDemoTenders({ db: database.db, clock: systemClock });
  console.log(`Exemples chargés : ${result.inserted} nouveaux, ${result.updated} mis à jour.`);
} finally {
  await close();
}
