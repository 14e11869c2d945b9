import type { NrPreset as NrPresetShape } from '@trilha/sdk/contract';
import { Course, NrPreset } from '../models';

export function presentPreset(p: NrPreset, courseCount: number): NrPresetShape {
  return {
    id: p.id,
    code: p.code,
    title: p.title,
    initial_hours: p.initial_hours,
    periodic_hours: p.periodic_hours,
    validity_months: p.validity_months,
    leave_threshold_days: p.leave_threshold_days,
    practical_required: Boolean(p.practical_required),
    daily_cap_hours: p.daily_cap_hours,
    legal_reference: p.legal_reference ?? null,
    notes: p.notes ?? null,
    course_count: courseCount,
    updated_at: new Date(p.updated_at).toISOString(),
  };
}

/** Every preset by code, with how many courses follow each: two statements. */
export async function presetList(): Promise<NrPresetShape[]> {
  const [presets, counts] = await Promise.all([
    NrPreset.findAll({ order: [['code', 'ASC']] }),
    Course.count({ group: ['nr_preset_id'] }) as unknown as Promise<{ nr_preset_id: number | null; count: number }[]>,
  ]);
  const byPreset = new Map(counts.map((c) => [c.nr_preset_id, Number(c.count)]));
  return presets.map((p) => presentPreset(p, byPreset.get(p.id) ?? 0));
}

/** Presets change rarely and the cap is read on every progress save: a minute's cache per process. */
const CAP_TTL_MS = 60_000;
const caps = new Map<number, { hours: number | null; until: number }>();

/** The daily cap, in hours, of a course's preset (null: no preset, no cap). */
export async function dailyCapHours(presetId: number | null | undefined): Promise<number | null> {
  if (!presetId) return null;
  const cached = caps.get(presetId);
  if (cached && cached.until > Date.now()) return cached.hours;
  const preset = await NrPreset.findByPk(presetId, { attributes: ['daily_cap_hours'] });
  const hours = preset?.daily_cap_hours ?? null;
  caps.set(presetId, { hours, until: Date.now() + CAP_TTL_MS });
  return hours;
}

/** A preset just changed: this process reads its cap again (other nodes within a minute). */
export function forgetDailyCap(presetId: number): void {
  caps.delete(presetId);
}
