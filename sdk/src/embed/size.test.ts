import { describe, expect, it } from 'vitest';
import { compare, measureSizes, readBudgets } from '../../scripts/sizes.mjs';

const sizes = measureSizes();
const missing = 'sdk/dist ausente: rode `npm run build -w @trilha/sdk` (o `npm test` compila antes do vitest)';

describe('sdk size budgets (sdk/package.json "sizeBudgets")', () => {
  it.skipIf(!sizes)(`trilha.js gzip and the ESM build fit their budgets${sizes ? '' : ` — PULADO: ${missing}`}`, () => {
    const budgets = readBudgets();
    expect(Object.keys(budgets).sort()).toEqual(['esm_kb', 'iife_gzip_kb']);
    for (const row of compare(sizes!, budgets)) {
      expect(row.size, `${row.key}: ${row.size} KB, budget ${row.budget} KB`).toBeLessThanOrEqual(row.budget);
    }
  });

  it.skipIf(!sizes)('keeps React inside the script bundle and outside the ESM build', () => {
    expect(sizes!.iife_gzip_kb).toBeGreaterThan(40); // React and ReactDOM are in trilha.js
    expect(sizes!.esm_files).toContain('index.js');
  });
});
