import type { ConvalidationReq, NrPresetReq, TrainingEventReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

/** NR presets and eventual training triggers (issue 19). */
export const nrApi = ({ call }: Caller) => ({
  presets: () => call(E.nr.presets),
  createPreset: (body: NrPresetReq) => call(E.nr.createPreset, { body }),
  updatePreset: (id: number, body: NrPresetReq) => call(E.nr.updatePreset, { params: { id }, body }),
  deletePreset: (id: number) => call(E.nr.deletePreset, { params: { id } }),
  createEvent: (body: TrainingEventReq) => call(E.nr.createEvent, { body }),
  /** Multipart: the fields and the evidence file (PDF or image). */
  convalidate: (fields: ConvalidationReq, file: Blob) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
    }
    form.append('file', file, (file as File).name ?? 'evidencia.pdf');
    return call(E.nr.convalidate, { body: form });
  },
});
