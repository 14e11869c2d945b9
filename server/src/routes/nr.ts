import { E, NR_MSG } from '@trilha/sdk/contract';
import { presetCreator, presetDeleter, presetUpdater } from '../commands/nrPresets';
import { trainingEventCreator } from '../commands/trainingEvents';
import { Routes } from '../http/routes';
import { presentPreset, presetList } from '../queries/nrPresets';

/** NR presets (admins) and eventual training triggers (admins; managers for their company). */
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
  });
