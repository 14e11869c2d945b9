import type { NrPresetReq, TrainingEventReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

/** NR presets and eventual training triggers (issue 19). */
export const nrApi = ({ call }: Caller) => ({
  presets: () => call(E.nr.presets),
  createPreset: (body: NrPresetReq) => call(E.nr.createPreset, { body }),
  updatePreset: (id: number, body: NrPresetReq) => call(E.nr.updatePreset, { params: { id }, body }),
  deletePreset: (id: number) => call(E.nr.deletePreset, { params: { id } }),
  createEvent: (body: TrainingEventReq) => call(E.nr.createEvent, { body }),
});
