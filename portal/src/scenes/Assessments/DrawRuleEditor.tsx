import type { QuestionBank } from '@trilha/sdk/contract';
import { IconPlus, IconTrash, useLoader } from '@trilha/sdk/ui';
import { useEffect, useRef } from 'react';
import { client } from '../../api';
import { Field } from '../../components/Field';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { type DrawRuleDraft, drawTotal, MAX_DRAW_RULES, newDrawRule } from './assessmentDraft';

const TX = T.assessmentForm;

/** How many questions a rule may draw: the bank's, or its topic's. */
function available(bank: QuestionBank | undefined, topic: string): number {
  if (!bank) return 0;
  return topic ? (bank.topics.find((t) => t.topic === topic)?.count ?? 0) : bank.question_count;
}

function RuleRow({
  rule,
  number,
  banks,
  disabled,
  onChange,
  onRemove,
}: {
  rule: DrawRuleDraft;
  number: number;
  banks: QuestionBank[];
  disabled: boolean;
  onChange(next: DrawRuleDraft): void;
  onRemove(): void;
}) {
  const bank = banks.find((b) => String(b.id) === rule.bankId);
  const max = available(bank, rule.topic);
  return (
    <li>
      <fieldset className="draw-rule" disabled={disabled}>
        <legend className="draw-rule-legend">{TX.rule(number)}</legend>
        <Field label={TX.bank} required className="draw-rule-bank">
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={rule.bankId}
              onChange={(e) => onChange({ ...rule, bankId: e.target.value, topic: '' })}
            >
              <option value="">{TX.chooseBank}</option>
              {banks.map((b) => (
                <option key={b.id} value={b.id}>
                  {TX.bankOption(b.title, b.course_title)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={TX.topic} className="draw-rule-topic">
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={rule.topic}
              disabled={!bank}
              onChange={(e) => onChange({ ...rule, topic: e.target.value })}
            >
              <option value="">{TX.allTopics(bank?.question_count ?? 0)}</option>
              {bank?.topics.map((t) => (
                <option key={t.topic} value={t.topic}>
                  {TX.topicOption(t.topic, t.count)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={TX.count} required hint={bank ? TX.available(max) : undefined} className="draw-rule-count">
          {({ id, describedBy }) => (
            <input
              id={id}
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              max={bank ? max : undefined}
              value={rule.count}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ ...rule, count: e.target.value })}
            />
          )}
        </Field>
        <button
          type="button"
          className="icon-button draw-rule-remove"
          onClick={onRemove}
          aria-label={TX.removeRule(number)}
          title={TX.removeRule(number)}
        >
          <IconTrash size={18} />
        </button>
      </fieldset>
    </li>
  );
}

/**
 * The draw rules of an assessment (issue 21): rows of bank (this course's and the shared ones),
 * topic and how many questions, each saying how many the bank or topic holds. Whether the bank
 * holds enough is the server's to say when saving.
 */
export function DrawRuleEditor({
  courseId,
  rules,
  disabled,
  onChange,
}: {
  courseId: number;
  rules: DrawRuleDraft[];
  disabled: boolean;
  onChange(next: DrawRuleDraft[]): void;
}) {
  const { data, failed, retry } = useLoader(() => client.questionBanks.list().then((r) => r.banks), []);
  const listRef = useRef<HTMLOListElement>(null);
  const added = useRef(false);
  // A bank of another course stays listed when a rule already draws from it.
  const banks = (data ?? []).filter(
    (b) => b.course_id === null || b.course_id === courseId || rules.some((r) => r.bankId === String(b.id)),
  );

  // A new rule takes the focus (its bank), so keyboard users land where they choose.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const selects = listRef.current?.querySelectorAll<HTMLSelectElement>('.draw-rule-bank select');
    selects?.[selects.length - 1]?.focus();
  });

  return (
    <section className="draw-rules" aria-labelledby="draw-rules-heading">
      <h3 id="draw-rules-heading" className="q-editor-section-title">
        {TX.drawRules}
      </h3>
      <p className="field-hint">{TX.drawRulesHint}</p>
      {failed && <ErrorState message={TX.banksError} onRetry={retry} />}
      {!failed && !data && <Loading />}
      {data && banks.length === 0 && <p className="muted draw-rules-empty">{TX.noBanks}</p>}
      {data && banks.length > 0 && (
        <>
          <ol className="draw-rule-list" ref={listRef}>
            {rules.map((r, i) => (
              <RuleRow
                key={r.key}
                rule={r}
                number={i + 1}
                banks={banks}
                disabled={disabled}
                onChange={(next) => onChange(rules.map((x) => (x.key === r.key ? next : x)))}
                onRemove={() => onChange(rules.filter((x) => x.key !== r.key))}
              />
            ))}
          </ol>
          <div className="draw-rules-foot">
            <button
              type="button"
              className="btn btn-outline"
              disabled={disabled || rules.length >= MAX_DRAW_RULES}
              onClick={() => {
                added.current = true;
                onChange([...rules, newDrawRule()]);
              }}
            >
              <IconPlus size={18} />
              {TX.addRule}
            </button>
            <span className="field-hint">{TX.maxRules(MAX_DRAW_RULES)}</span>
            <strong className="draw-rules-total" aria-live="polite">
              {TX.drawTotal(drawTotal(rules))}
            </strong>
          </div>
        </>
      )}
    </section>
  );
}
