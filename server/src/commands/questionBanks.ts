import {
  BANK_MSG,
  type BankQuestionSchema,
  COURSE_MSG,
  type DrawRule,
  type QuestionBankSchema,
} from '@trilha/sdk/contract';
import { Op, type Transaction } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { ConflictError, NotFoundError } from '../errors';
import { Assessment, BankOption, BankQuestion, Course, QuestionBank } from '../models';
import { type Actor, audit } from '../services/audit';
import { bankContentChanged } from '../services/courseContent';
import { imageChange, questionImageUrl, storeQuestionImage } from '../services/questionImages';
import { removeUpload } from '../services/storage';

type BankInput = z.output<typeof QuestionBankSchema>;
type QuestionInput = z.output<typeof BankQuestionSchema>;

/** Runs `work` with a picture already stored; when it fails, the picture goes too (nothing half-written). */
export async function undoingFile<T>(file: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await removeUpload(file);
    throw err;
  }
}

async function assertCourse(courseId: number | null, transaction: Transaction) {
  if (courseId && !(await Course.findByPk(courseId, { attributes: ['id'], transaction }))) {
    throw NotFoundError(COURSE_MSG.courseNotFound);
  }
}

/** Locks a bank for a change of it or its questions; the courses drawing from it change with it. */
async function lockBank(id: number, transaction: Transaction): Promise<QuestionBank> {
  const bank = await QuestionBank.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!bank) throw NotFoundError(BANK_MSG.notFound);
  await bankContentChanged(id, transaction);
  return bank;
}

export function bankCreator(input: BankInput, actor: Actor): Promise<QuestionBank> {
  return inTransaction(async (transaction) => {
    await assertCourse(input.course_id, transaction);
    const bank = await QuestionBank.create(
      { title: input.title, course_id: input.course_id, created_by: actor.user?.id ?? null },
      { transaction },
    );
    await audit(
      actor,
      { action: 'BANCO_QUESTOES_CRIADO', description: `Banco de questões criado: ${bank.title}` },
      transaction,
    );
    return bank;
  });
}

export function bankUpdater(id: number, input: BankInput, actor: Actor): Promise<QuestionBank> {
  return inTransaction(async (transaction) => {
    const bank = await lockBank(id, transaction);
    await assertCourse(input.course_id, transaction);
    await bank.update({ title: input.title, course_id: input.course_id }, { transaction });
    await audit(
      actor,
      { action: 'BANCO_QUESTOES_ALTERADO', description: `Banco de questões alterado: ${bank.title}` },
      transaction,
    );
    return bank;
  });
}

/** Removes questions (a scenario's items with them) and their options. */
async function removeQuestions(ids: number[], transaction: Transaction) {
  if (!ids.length) return;
  const items = await BankQuestion.findAll({ where: { parent_id: ids }, attributes: ['id'], transaction });
  const all = [...ids, ...items.map((i) => i.id)];
  await BankOption.destroy({ where: { question_id: { [Op.in]: all } }, transaction });
  await BankQuestion.destroy({ where: { id: { [Op.in]: all } }, transaction });
}

/** Whether an assessment draws from the bank (its rules are JSON: read the few assessments that have any). */
async function bankInUse(bankId: number, transaction: Transaction): Promise<boolean> {
  const drawn = await Assessment.findAll({
    where: { draw_rules: { [Op.ne]: null } },
    attributes: ['id', 'draw_rules'],
    transaction,
  });
  return drawn.some((a) => (JSON.parse(a.draw_rules as string) as DrawRule[]).some((r) => r.bank_id === bankId));
}

/**
 * A bank goes with its questions; attempts already taken keep the questions as they were shown.
 * A bank an assessment still draws from stays (409): its next attempt would have nothing to draw.
 */
export function bankDeleter(id: number, actor: Actor): Promise<void> {
  return inTransaction(async (transaction) => {
    const bank = await lockBank(id, transaction);
    if (await bankInUse(id, transaction)) throw ConflictError(BANK_MSG.inUse);
    const questions = await BankQuestion.findAll({ where: { bank_id: id }, attributes: ['id'], transaction });
    await removeQuestions(
      questions.map((q) => q.id),
      transaction,
    );
    await bank.destroy({ transaction });
    await audit(
      actor,
      { action: 'BANCO_QUESTOES_EXCLUIDO', level: 'warn', description: `Banco de questões excluído: ${bank.title}` },
      transaction,
    );
  });
}

const optionRows = (questionId: number, options: QuestionInput['options']) =>
  options.map((o, i) => ({ question_id: questionId, text: o.text, is_correct: o.isCorrect, order_index: i }));

/** Writes a question's options, or a scenario's items with theirs. */
async function writeParts(question: BankQuestion, input: QuestionInput, transaction: Transaction) {
  if (input.type !== 'scenario') {
    await BankOption.bulkCreate(optionRows(question.id, input.options), { transaction });
    return;
  }
  for (const [i, item] of input.items.entries()) {
    const row = await BankQuestion.create(
      { bank_id: question.bank_id, parent_id: question.id, type: 'single', text: item.text, order_index: i },
      { transaction },
    );
    await BankOption.bulkCreate(optionRows(row.id, item.options), { transaction });
  }
}

/** Adds a question (and its options or items) at the end of the bank. */
export async function insertQuestion(
  bankId: number,
  input: QuestionInput,
  imageFile: string | null,
  transaction: Transaction,
): Promise<BankQuestion> {
  const last = await BankQuestion.max<number, BankQuestion>('order_index', {
    where: { bank_id: bankId, parent_id: null },
    transaction,
  });
  const question = await BankQuestion.create(
    { bank_id: bankId, ...fields(input), image_file: imageFile, order_index: (last ?? -1) + 1 },
    { transaction },
  );
  await writeParts(question, input, transaction);
  return question;
}

const fields = (input: QuestionInput) => ({
  type: input.type,
  text: input.text,
  topic: input.topic ?? null,
  points: input.points,
  partial_credit: input.type === 'multiple' && input.partial_credit,
  explanation: input.explanation ?? null,
});

export async function questionAdder(bankId: number, input: QuestionInput, actor: Actor): Promise<BankQuestion> {
  const image = await storeQuestionImage(await imageChange(input.image, null));
  return undoingFile(image, () =>
    inTransaction(async (transaction) => {
      const bank = await lockBank(bankId, transaction);
      const question = await insertQuestion(bankId, input, image, transaction);
      await audit(
        actor,
        {
          action: 'QUESTAO_BANCO_SALVA',
          description: `Questão adicionada ao banco ${bank.title}: ${input.text.slice(0, 80)}`,
        },
        transaction,
      );
      return question;
    }),
  );
}

/**
 * Rewrites a question of the bank. Attempts that drew it keep the text and options they showed
 * (stored with the attempt), so an edit changes only what is drawn from now on.
 */
export async function questionUpdater(
  bankId: number,
  qid: number,
  input: QuestionInput,
  actor: Actor,
): Promise<BankQuestion> {
  const current = await BankQuestion.findOne({ where: { id: qid, bank_id: bankId, parent_id: null } });
  if (!current) throw NotFoundError(BANK_MSG.questionNotFound);
  const change = await imageChange(input.image, questionImageUrl(current.image_file));
  const image = await storeQuestionImage(change);
  return undoingFile(image, () =>
    inTransaction(async (transaction) => {
      const bank = await lockBank(bankId, transaction);
      const question = await BankQuestion.findOne({
        where: { id: qid, bank_id: bankId, parent_id: null },
        transaction,
      });
      if (!question) throw NotFoundError(BANK_MSG.questionNotFound);
      const items = await BankQuestion.findAll({ where: { parent_id: qid }, attributes: ['id'], transaction });
      await removeQuestions(
        items.map((i) => i.id),
        transaction,
      );
      await BankOption.destroy({ where: { question_id: qid }, transaction });
      // The old picture stays on disk: attempts that drew the question show it as it was.
      const imageFile = change.kind === 'keep' ? question.image_file : image;
      await question.update({ ...fields(input), image_file: imageFile }, { transaction });
      await writeParts(question, input, transaction);
      await audit(
        actor,
        {
          action: 'QUESTAO_BANCO_SALVA',
          description: `Questão alterada no banco ${bank.title}: ${input.text.slice(0, 80)}`,
        },
        transaction,
      );
      return question;
    }),
  );
}

export function questionRemover(bankId: number, qid: number, actor: Actor): Promise<void> {
  return inTransaction(async (transaction) => {
    const bank = await lockBank(bankId, transaction);
    const question = await BankQuestion.findOne({ where: { id: qid, bank_id: bankId, parent_id: null }, transaction });
    if (!question) throw NotFoundError(BANK_MSG.questionNotFound);
    await removeQuestions([qid], transaction);
    await audit(
      actor,
      {
        action: 'QUESTAO_BANCO_EXCLUIDA',
        description: `Questão excluída do banco ${bank.title}: ${question.text.slice(0, 80)}`,
      },
      transaction,
    );
  });
}
