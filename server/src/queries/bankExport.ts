import { Readable } from 'node:stream';
import { BANK_CSV_COLUMNS, type BankExport, type BankQuestion as QuestionShape } from '@trilha/sdk/contract';
import { BankQuestion, type QuestionBank } from '../models';
import { questionCsvRows } from '../services/bankFile';
import { csvStream } from '../services/csv';
import { imageDataUrl } from '../services/questionImages';
import { bankQuestions } from './questionBanks';

/** The bank as CSV in the documented columns (pictures do not travel in CSV; the JSON carries them). */
export async function bankCsv(bank: QuestionBank): Promise<Readable> {
  const questions = await bankQuestions(bank.id);
  return csvStream([...BANK_CSV_COLUMNS], questions.flatMap(questionCsvRows));
}

const exported = (q: QuestionShape, image: string | null): BankExport['questions'][number] => ({
  type: q.type,
  text: q.text,
  topic: q.topic,
  points: q.points,
  partial_credit: q.partial_credit,
  explanation: q.explanation,
  image,
  options: q.options.map((o) => ({ text: o.text, isCorrect: o.isCorrect })),
  items: q.items.map((i) => ({
    text: i.text,
    options: i.options.map((o) => ({ text: o.text, isCorrect: o.isCorrect })),
  })),
});

/**
 * The platform's JSON of a bank, written question by question: each picture is read and encoded
 * only when its question goes out, so a bank full of pictures never sits whole in memory.
 */
export async function bankJson(bank: QuestionBank, at: Date): Promise<Readable> {
  const questions = await bankQuestions(bank.id);
  const files = new Map(
    (
      await BankQuestion.findAll({ where: { bank_id: bank.id, parent_id: null }, attributes: ['id', 'image_file'] })
    ).map((q) => [q.id, q.image_file ?? null]),
  );
  const head: Omit<BankExport, 'questions'> = {
    format: 'trilha-question-bank',
    version: 1,
    title: bank.title,
    exported_at: at.toISOString(),
  };
  async function* parts() {
    yield `${JSON.stringify(head).slice(0, -1)},"questions":[\n`;
    for (const [i, q] of questions.entries()) {
      const image = await imageDataUrl(files.get(q.id));
      yield `${i ? ',\n' : ''}${JSON.stringify(exported(q, image))}`;
    }
    yield '\n]}\n';
  }
  return Readable.from(parts());
}
