export interface SdkSizes {
  iife_kb: number;
  iife_gzip_kb: number;
  esm_kb: number;
  esm_gzip_kb: number;
  esm_files: string[];
}
export type SizeBudgets = Partial<Record<'iife_kb' | 'iife_gzip_kb' | 'esm_kb' | 'esm_gzip_kb', number>>;
export const sdkRoot: string;
export const distDir: string;
export function measureSizes(dir?: string): SdkSizes | null;
export function readBudgets(): SizeBudgets;
export function compare(
  sizes: SdkSizes,
  budgets: SizeBudgets,
): { key: string; size: number; budget: number; ok: boolean }[];
