import { E, NR_MSG } from '@trilha/sdk/contract';
import { convalidationRecorder } from '../commands/convalidations';
import { presetCreator, presetDeleter, presetUpdater } from '../commands/nrPresets';
import { trainingEventCreator } from '../commands/trainingEvents';
import { Routes } from '../http/routes';
import { type CertificateRow, presentCertificate } from '../presenters/certificate';
import { certificateRows } from '../queries/certificates';
import { presentPreset, presetList } from '../queries/nrPresets';
import { now } from '../services/clock';

/** What the admin reads after recording earlier training: certificate issued, or what is left to do. */
function convalidationMessage(record: { complement_hours: number | null; complement_module_ids: string | null }) {
  const modules = record.complement_module_ids ? (JSON.parse(record.complement_module_ids) as number[]).length : 0;
  if (modules) return NR_MSG.convalidatedWithModules(modules);
  if (record.complement_hours) return NR_MSG.convalidatedWithComplement(record.complement_hours);
  return NR_MSG.convalidated;
}

/** NR presets and convalidations (admins), eventual training triggers (admins; managers for their company). */
export const nrRoutes = new Routes()
  .add(E.nr.presets, async () => ({ presets: await presetList() }))
  .add(E.nr.createPreset, async (ctx, { body }) => {
    const preset = await presetCreator(body, ctx.state.actor);
    return { success: true, message: NR_MSG.presetSaved, preset: presentPreset(preset, 0) };
  })
  .add(E.nr.updatePreset, async (ctx, { params, body }) => {
    const preset = await presetUpdater(params.id, body, ctx.state.actor);
    const listed = (await presetList()).find((p) => p.id === preset.id);
    return { success: true, message: NR_MSG.presetSaved, preset: listed ?? presentPreset(preset, 0) };
  })
  .add(E.nr.deletePreset, async (ctx, { params }) => {
    await presetDeleter(params.id, ctx.state.actor);
    return { success: true, message: NR_MSG.presetDeleted };
  })
  .add(E.nr.createEvent, async (ctx, { body, user }) => {
    const result = await trainingEventCreator(user, body, ctx.state.actor);
    return { success: true, message: NR_MSG.eventCreated(result.enrolled), ...result };
  })
  .add(E.nr.convalidate, async (ctx, { body }) => {
    const { record, cert, enrollmentId } = await convalidationRecorder(body, ctx.request.file?.buffer, ctx.state.actor);
    const [row] = cert ? await certificateRows({ id: cert.id }) : [];
    return {
      success: true,
      message: convalidationMessage(record),
      id: record.id,
      certificate: row ? presentCertificate(row as CertificateRow, now(), { admin: true }) : null,
      enrollment_id: enrollmentId,
    };
  });
