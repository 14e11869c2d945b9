import { NR_MSG, type NrPresetSchema } from '@trilha/sdk/contract';
import { UniqueConstraintError } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { ConflictError, NotFoundError } from '../errors';
import { Course, NrPreset } from '../models';
import { forgetDailyCap } from '../queries/nrPresets';
import { type Actor, audit } from '../services/audit';

type PresetInput = z.output<typeof NrPresetSchema>;

const duplicateCode = (error: unknown) =>
  error instanceof UniqueConstraintError ? ConflictError(NR_MSG.presetDuplicate) : error;

export async function loadPreset(id: number): Promise<NrPreset> {
  const preset = await NrPreset.findByPk(id);
  if (!preset) throw NotFoundError(NR_MSG.presetNotFound);
  return preset;
}

export function presetCreator(input: PresetInput, actor: Actor): Promise<NrPreset> {
  return inTransaction(async (transaction) => {
    const preset = await NrPreset.create(input, { transaction }).catch((e) => {
      throw duplicateCode(e);
    });
    await audit(actor, { action: 'NORMA_CRIADA', description: `Norma criada: ${preset.code}` }, transaction);
    return preset;
  });
}

/**
 * Edits a preset. Courses linked to it read its defaults from now on; certificates already issued
 * keep what they state (they never read the preset again).
 */
export function presetUpdater(id: number, input: PresetInput, actor: Actor): Promise<NrPreset> {
  return inTransaction(async (transaction) => {
    const preset = await NrPreset.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!preset) throw NotFoundError(NR_MSG.presetNotFound);
    await preset.update(input, { transaction }).catch((e) => {
      throw duplicateCode(e);
    });
    await audit(actor, { action: 'NORMA_ATUALIZADA', description: `Norma atualizada: ${preset.code}` }, transaction);
    transaction.afterCommit(() => forgetDailyCap(preset.id));
    return preset;
  });
}

/** Deletes a preset no course follows (a linked one is a 409 naming how many courses). */
export function presetDeleter(id: number, actor: Actor): Promise<void> {
  return inTransaction(async (transaction) => {
    const preset = await NrPreset.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!preset) throw NotFoundError(NR_MSG.presetNotFound);
    const linked = await Course.count({ where: { nr_preset_id: id }, transaction });
    if (linked) throw ConflictError(NR_MSG.presetInUse(linked));
    await preset.destroy({ transaction });
    await audit(actor, { action: 'NORMA_EXCLUIDA', description: `Norma excluída: ${preset.code}` }, transaction);
  });
}
