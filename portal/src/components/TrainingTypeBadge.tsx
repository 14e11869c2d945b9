import { TRAINING_TYPE_LABELS, type TrainingType } from '@trilha/sdk/contract';

const TONE: Record<TrainingType, string> = {
  inicial: 'badge-muted',
  periodico: 'badge-neutral',
  eventual: 'badge-warning',
};

/** The training type of an enrolment or certificate (issue 19): its word says it, the colour only helps. */
export function TrainingTypeBadge({ type }: { type: TrainingType | null | undefined }) {
  const known = type && type in TRAINING_TYPE_LABELS ? type : 'inicial';
  return <span className={`badge ${TONE[known]}`}>{TRAINING_TYPE_LABELS[known]}</span>;
}
