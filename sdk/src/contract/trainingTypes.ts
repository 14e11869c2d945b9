/**
 * The NR-01 training types (issue 19) on enrolments and certificates. A module of its own, with no
 * schema: the certificate widget shows the label without carrying the NR rules' schemas.
 */
export const TRAINING_TYPES = ['inicial', 'periodico', 'eventual'] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];
export const TRAINING_TYPE_LABELS: Record<TrainingType, string> = {
  inicial: 'Inicial',
  periodico: 'Periódico',
  eventual: 'Eventual',
};
