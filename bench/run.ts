// `npm run bench -- <name>`: runs one benchmark and prints its JSON. Benchmarks print figures;
// they never pass or fail.
const benches: Record<string, () => Promise<unknown>> = {
  api: async () => (await import('./api.ts')).runApiBench(),
  matching: async () => (await import('./matching.ts')).runMatchingBench(),
  tenders: async () => (await import('./tenders.ts')).runTendersBench(),
  generation: async () => (await import('./generation.ts')).runGenerationBench(),
  writing: async () => (await import('./writing.ts')).runWritingBench(),
  dce: async () => (await import('./dce.ts')).runDceBench(),
  pricing: async () => (await import('./pricing.ts')).runPricingBench(),
};

const name = process.argv[2];
const bench = name ? benches[name] : undefined;
if (!bench) {
  console.error(`Usage: npm run bench -- <${Object.keys(benches).join('|')}>`);
  process.exit(2);
}
const result = await bench();
console.log(JSON.stringify(result, null, 2));

export {};
