// A password-hashing thread of services/passwords.ts's pool. Plain JavaScript so the same file runs
// from the sources (tests) and from dist (tsup copies it as its own entry).
import bcrypt from 'bcrypt';

/** @param {{ op: 'hash', plain: string, rounds: number } | { op: 'compare', plain: string, hash: string }} task */
export default function passwordTask(task) {
  return task.op === 'hash' ? bcrypt.hashSync(task.plain, task.rounds) : bcrypt.compareSync(task.plain, task.hash);
}
