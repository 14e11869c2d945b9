import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * NR-01 rules (issue 19): the NR presets (seeded with the values in common use, every one
 * editable), a course's link to its preset, its practical flag and content version, and the
 * training type of each enrolment and certificate (inicial by default: what existed before was
 * initial training). Training events record the eventual triggers and whom they called back.
 */
const PRESETS: {
  code: string;
  title: string;
  initial_hours: number;
  periodic_hours: number;
  validity_months: number;
  leave_threshold_days: number;
  practical_required: boolean;
  legal_reference: string;
  notes: string | null;
}[] = [
  {
    code: 'NR-05',
    title: 'CIPA — grau de risco 1',
    initial_hours: 8,
    periodic_hours: 8,
    validity_months: 12,
    leave_threshold_days: 180,
    practical_required: false,
    legal_reference: 'NR-05, item 5.7.2 (carga horária por grau de risco) e 5.7.1 (a cada mandato).',
    notes: null,
  },
  {
    code: 'NR-05 GR2',
    title: 'CIPA — grau de risco 2',
    initial_hours: 12,
    periodic_hours: 12,
    validity_months: 12,
    leave_threshold_days: 180,
    practical_required: false,
    legal_reference: 'NR-05, item 5.7.2.',
    notes: null,
  },
  {
    code: 'NR-05 GR3',
    title: 'CIPA — grau de risco 3',
    initial_hours: 16,
    periodic_hours: 16,
    validity_months: 12,
    leave_threshold_days: 180,
    practical_required: false,
    legal_reference: 'NR-05, item 5.7.2.',
    notes: null,
  },
  {
    code: 'NR-05 GR4',
    title: 'CIPA — grau de risco 4',
    initial_hours: 20,
    periodic_hours: 20,
    validity_months: 12,
    leave_threshold_days: 180,
    practical_required: false,
    legal_reference: 'NR-05, item 5.7.2.',
    notes: null,
  },
  {
    code: 'NR-06',
    title: 'Equipamento de Proteção Individual',
    initial_hours: 2,
    periodic_hours: 0,
    validity_months: 0,
    leave_threshold_days: 180,
    practical_required: false,
    legal_reference: 'NR-06, item 6.5.1 (orientar e treinar o trabalhador sobre o uso adequado).',
    notes: 'A NR-06 não fixa carga horária nem periodicidade: 2 h é um valor de mercado.',
  },
  {
    code: 'NR-10',
    title: 'Segurança em Instalações e Serviços em Eletricidade — básico',
    initial_hours: 40,
    periodic_hours: 20,
    validity_months: 24,
    leave_threshold_days: 90,
    practical_required: true,
    legal_reference:
      'NR-10, item 10.8.8 e Anexo III (curso básico de 40 h; reciclagem bienal; retreinamento após afastamento superior a três meses).',
    notes: 'A NR-10 não fixa a carga da reciclagem bienal: 20 h é o mais usado; há quem use 40 h.',
  },
  {
    code: 'NR-10 SEP',
    title: 'Segurança no Sistema Elétrico de Potência — complementar',
    initial_hours: 40,
    periodic_hours: 20,
    validity_months: 24,
    leave_threshold_days: 90,
    practical_required: true,
    legal_reference: 'NR-10, Anexo III, item 2 (curso complementar de 40 h).',
    notes: 'A carga da reciclagem do SEP também não é fixada pela norma.',
  },
  {
    code: 'NR-12',
    title: 'Segurança no Trabalho em Máquinas e Equipamentos',
    initial_hours: 8,
    periodic_hours: 0,
    validity_months: 0,
    leave_threshold_days: 180,
    practical_required: true,
    legal_reference: 'NR-12, itens 12.16.1 a 12.16.9 e Anexo II (conteúdo programático).',
    notes:
      'A NR-12 não fixa validade: a reciclagem é exigida em mudanças de máquina, método ou processo. Cargas variam por máquina.',
  },
  {
    code: 'NR-18',
    title: 'Construção Civil — treinamento inicial',
    initial_hours: 4,
    periodic_hours: 4,
    validity_months: 24,
    leave_threshold_days: 180,
    practical_required: false,
    legal_reference: 'NR-18, item 18.14 (treinamento inicial de 4 h e periódico).',
    notes: 'A periodicidade do treinamento periódico da NR-18 é lida de formas diferentes: ajuste ao PGR da obra.',
  },
  {
    code: 'NR-33 TV',
    title: 'Espaços Confinados — trabalhador autorizado e vigia',
    initial_hours: 16,
    periodic_hours: 8,
    validity_months: 12,
    leave_threshold_days: 180,
    practical_required: true,
    legal_reference: 'NR-33, item 33.5 (capacitação inicial de 16 h e periódica anual de 8 h).',
    notes: null,
  },
  {
    code: 'NR-33 SUP',
    title: 'Espaços Confinados — supervisor de entrada',
    initial_hours: 40,
    periodic_hours: 8,
    validity_months: 12,
    leave_threshold_days: 180,
    practical_required: true,
    legal_reference: 'NR-33, item 33.5 (capacitação inicial de 40 h e periódica anual de 8 h).',
    notes: null,
  },
  {
    code: 'NR-35',
    title: 'Trabalho em Altura',
    initial_hours: 8,
    periodic_hours: 8,
    validity_months: 24,
    leave_threshold_days: 90,
    practical_required: true,
    legal_reference:
      'NR-35, item 35.3 (treinamento inicial de 8 h, teórico e prático; periódico bienal de 8 h; eventual após afastamento superior a 90 dias).',
    notes: null,
  },
];

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const stamp = { type: DataTypes.DATE, allowNull: false };
  await qi.createTable('nr_presets', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    code: { type: DataTypes.STRING(40), allowNull: false, unique: true },
    title: { type: DataTypes.STRING(200), allowNull: false },
    initial_hours: { type: DataTypes.INTEGER, allowNull: false },
    periodic_hours: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    validity_months: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    leave_threshold_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 180 },
    practical_required: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    daily_cap_hours: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 8 },
    legal_reference: { type: DataTypes.TEXT, allowNull: true },
    notes: { type: DataTypes.TEXT, allowNull: true },
    created_at: stamp,
    updated_at: stamp,
  });
  const at = new Date();
  await qi.bulkInsert(
    'nr_presets',
    PRESETS.map((p) => ({ ...p, daily_cap_hours: 8, created_at: at, updated_at: at })),
  );
  await qi.addColumn('courses', 'nr_preset_id', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addColumn('courses', 'practical_required', { type: DataTypes.BOOLEAN, allowNull: true });
  await qi.addColumn('courses', 'version', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 });
  await qi.addColumn('enrollments', 'training_type', {
    type: DataTypes.STRING(16),
    allowNull: false,
    defaultValue: 'inicial',
  });
  await qi.addColumn('enrollments', 'training_event_id', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addColumn('certificates', 'training_type', {
    type: DataTypes.STRING(16),
    allowNull: false,
    defaultValue: 'inicial',
  });
  await qi.addColumn('certificates', 'course_version', { type: DataTypes.INTEGER, allowNull: true });
  await qi.createTable('training_events', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    kind: { type: DataTypes.STRING(32), allowNull: false },
    occurred_at: { type: DataTypes.DATEONLY, allowNull: false },
    course_id: { type: DataTypes.INTEGER, allowNull: false },
    company_id: { type: DataTypes.INTEGER, allowNull: true },
    job_role_id: { type: DataTypes.INTEGER, allowNull: true },
    note: { type: DataTypes.TEXT, allowNull: true },
    leave_start: { type: DataTypes.DATEONLY, allowNull: true },
    leave_end: { type: DataTypes.DATEONLY, allowNull: true },
    /** Who the event called back: the user ids as given or resolved, kept as the record of it. */
    user_ids: { type: DataTypes.TEXT, allowNull: false },
    enrolled: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    created_by: { type: DataTypes.INTEGER, allowNull: true },
    created_at: stamp,
  });
  await qi.addIndex('training_events', ['company_id', 'created_at'], { name: 'training_events_company' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('training_events');
  await qi.removeColumn('certificates', 'course_version');
  await qi.removeColumn('certificates', 'training_type');
  await qi.removeColumn('enrollments', 'training_event_id');
  await qi.removeColumn('enrollments', 'training_type');
  await qi.removeColumn('courses', 'version');
  await qi.removeColumn('courses', 'practical_required');
  await qi.removeColumn('courses', 'nr_preset_id');
  await qi.dropTable('nr_presets');
}
