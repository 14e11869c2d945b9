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
