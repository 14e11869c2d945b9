import { z } from './zod';

/** The backup screen's and the server's texts (spec §5, §7, §8), defined once. */
export const BACKUP_MSG = {
  created: 'Backup criado com sucesso',
  deleted: 'Backup excluído com sucesso',
  notFound: 'Backup não encontrado.',
  restored: 'Backup restaurado com sucesso! A página será recarregada.',
  fileRequired: 'Por favor, selecione um arquivo de backup.',
  zipRequired: 'Por favor, selecione um arquivo ZIP válido.',
  tooLarge: 'O arquivo de backup deve ter no máximo 2GB.',
  corrupted: 'O arquivo enviado não é um ZIP válido ou está corrompido.',
  sizeMismatch: 'O arquivo ZIP está corrompido: o conteúdo não confere com o tamanho declarado.',
  unsafePath: 'O arquivo ZIP contém caminhos inválidos (fora da pasta de restauração). Nada foi alterado.',
  symlink: 'O arquivo ZIP contém links simbólicos, que não são aceitos. Nada foi alterado.',
  encrypted: 'O arquivo ZIP está protegido por senha ou criptografado, o que não é aceito.',
  unexpectedEntry: 'O arquivo ZIP contém arquivos que não fazem parte de um backup do Trilha Segura.',
  duplicateEntry: 'O arquivo ZIP contém arquivos repetidos.',
  tooManyEntries: (max: number) => `O backup tem arquivos demais (máximo de ${max}).`,
  tooBig: 'O conteúdo descompactado do backup é grande demais ou desproporcional ao arquivo (possível bomba ZIP).',
  diskFull: 'Espaço em disco insuficiente para analisar este backup.',
  manifestMissing: 'O arquivo não é um backup do Trilha Segura: manifest.json não encontrado.',
  manifestInvalid: 'O manifest.json do backup é inválido.',
  formatUnsupported: (v: unknown) => `Versão de formato de backup não suportada (${String(v)}).`,
  migrationsDiffer:
    'Este backup foi feito com outra versão do banco de dados (migrações diferentes). Atualize o sistema para a mesma versão antes de restaurar.',
  tablesDiffer: 'As tabelas do backup não conferem com as do banco de dados atual.',
  checksumMismatch: (file: string) => `O arquivo ${file} do backup está corrompido (checksum não confere).`,
  fileMissing: (file: string) => `O arquivo ${file} listado no manifest não está no backup.`,
  fileNotListed: (file: string) => `O arquivo ${file} não está listado no manifest do backup.`,
  rowCountMismatch: (table: string) => `A quantidade de registros da tabela ${table} não confere com o manifest.`,
  invalidData: (table: string) =>
    `Não foi possível restaurar: o backup contém dados inválidos na tabela ${table}. Nenhum dado foi alterado.`,
  restoreNotFound: 'Análise de backup não encontrada. Envie o arquivo novamente.',
  restoreExpired: 'A análise do backup expirou. Envie o arquivo novamente.',
  restoreIdRequired: 'Informe a restauração a confirmar (extractPath).',
  restoreBusy: 'Uma restauração já está em andamento. Aguarde a conclusão.',
  safetyBackupFailed: 'Não foi possível criar o backup de segurança dos dados atuais; a restauração foi cancelada.',
  scheduleCreated: 'Agendamento criado com sucesso',
  scheduleEnabled: 'Agendamento ativado com sucesso',
  scheduleDisabled: 'Agendamento desativado com sucesso',
  scheduleDeleted: 'Agendamento excluído com sucesso',
  scheduleNotFound: 'Agendamento não encontrado.',
  scheduleNameRequired: 'O nome do agendamento é obrigatório.',
  scheduleFrequency: 'Frequência inválida: use diário, semanal ou mensal.',
  scheduleTime: 'Horário inválido: use o formato HH:MM.',
  scheduleRetention: 'A retenção deve ser de 1 a 365 dias.',
  scheduleEnabledRequired: 'Informe se o agendamento fica ativo (enabled).',
  // The portal's error banners (spec §8).
  loadError: 'Erro ao carregar lista de backups.',
  createError: 'Erro ao criar backup',
  analyseError: 'Erro ao analisar backup',
  confirmError: 'Erro ao confirmar restauração',
  deleteError: 'Erro ao deletar backup.',
  downloadError: 'Erro ao fazer download do backup.',
  scheduleCreateError: 'Erro ao criar agendamento',
  scheduleToggleError: 'Erro ao alterar agendamento.',
  scheduleDeleteError: 'Erro ao deletar agendamento.',
  accessDenied: 'Apenas administradores podem acessar o sistema de backup.',
} as const;

export const BACKUP_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type BackupFrequency = (typeof BACKUP_FREQUENCIES)[number];

export const BACKUP_FREQUENCY_LABEL: Record<BackupFrequency, string> = {
  daily: 'Diário',
  weekly: 'Semanal (domingos)',
  monthly: 'Mensal (dia 1)',
};

/** Spec §9 schedule defaults and bounds, plus the restore limits of ARCHITECTURE §5. */
export const BACKUP_LIMITS = {
  defaultFrequency: 'daily' as BackupFrequency,
  defaultTime: '02:00',
  defaultEnabled: true,
  defaultRetentionDays: 30,
  minRetentionDays: 1,
  maxRetentionDays: 365,
  /** The upload of POST /api/backup/restore (streamed to disk). */
  maxUploadBytes: 2 * 1024 ** 3,
  /** An analysed restore waits this long for its confirmation. */
  restoreTtlMinutes: 30,
  /** The portal reloads this long after a successful restore. */
  reloadAfterRestoreMs: 3_000,
} as const;

/**
 * backup-YYYY-MM-DD-HHmmss.zip (America/Sao_Paulo time), with a tag for scheduled runs
 * (-agendado-<schedule id>) and for the safety copy made before a restore (-pre-restauracao),
 * and -N when two land in the same second. Nothing else is ever a backup file name.
 */
export const BACKUP_FILENAME_RE =
  /^backup-\d{4}-\d{2}-\d{2}-\d{6}(?:-agendado-\d{1,9}|-pre-restauracao)?(?:-\d{1,3})?\.zip$/;

/** A JSON boolean, or the 0/1 and 'true'/'false' forms, with our message when missing or wrong. */
const Flag = (error: string) =>
  z.union(
    [
      z.boolean(),
      z.literal(0).transform(() => false),
      z.literal(1).transform(() => true),
      z.literal('true').transform(() => true),
      z.literal('false').transform(() => false),
    ],
    { error },
  );

const ScheduleTime = z
  .string({ error: BACKUP_MSG.scheduleTime })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: BACKUP_MSG.scheduleTime });

export const BackupScheduleCreateSchema = z.object({
  name: z
    .string({ error: BACKUP_MSG.scheduleNameRequired })
    .trim()
    .min(1, { error: BACKUP_MSG.scheduleNameRequired })
    .max(255, { error: 'Máximo de 255 caracteres' }),
  frequency: z
    .enum(BACKUP_FREQUENCIES, { error: BACKUP_MSG.scheduleFrequency })
    .default(BACKUP_LIMITS.defaultFrequency),
  time: ScheduleTime.default(BACKUP_LIMITS.defaultTime),
  enabled: Flag(BACKUP_MSG.scheduleEnabledRequired).default(BACKUP_LIMITS.defaultEnabled),
  retention_days: z.coerce
    .number({ error: BACKUP_MSG.scheduleRetention })
    .int({ error: BACKUP_MSG.scheduleRetention })
    .min(BACKUP_LIMITS.minRetentionDays, { error: BACKUP_MSG.scheduleRetention })
    .max(BACKUP_LIMITS.maxRetentionDays, { error: BACKUP_MSG.scheduleRetention })
    .default(BACKUP_LIMITS.defaultRetentionDays),
});
export type BackupScheduleCreateReq = z.input<typeof BackupScheduleCreateSchema>;

export const BackupScheduleToggleSchema = z.object({ enabled: Flag(BACKUP_MSG.scheduleEnabledRequired) });

export const ConfirmRestoreSchema = z.object({
  extractPath: z
    .string({ error: BACKUP_MSG.restoreIdRequired })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: BACKUP_MSG.restoreNotFound }),
});

export type BackupSource = 'manual' | 'schedule' | 'pre-restore';

export interface BackupFile {
  filename: string;
  size: number;
  created_at: string;
  source: BackupSource;
  schedule_id: number | null;
}

export interface BackupScheduleShape {
  id: number;
  name: string;
  frequency: BackupFrequency;
  time: string;
  enabled: boolean;
  retention_days: number;
  last_run_at: string | null;
  next_run_at: string | null;
  created_at: string;
}

export interface BackupCreateResponse {
  success: true;
  filename: string;
  size: number;
  message: string;
}

/** The analysis step of a restore: what the zip holds; extractPath is an opaque restore id. */
export interface RestoreAnalysis {
  success: true;
  contents: { table: string; rows: number }[];
  files: number;
  uploads_bytes: number;
  manifest: { format_version: number; app_version: string; created_at: string; dialect: string; source: string };
  extractPath: string;
  expires_at: string;
}

export interface RestoreConfirmResponse {
  success: true;
  message: string;
  safety_backup: string;
  tables: number;
  rows: number;
  files: number;
}

/** Spec §9 'Backup size display': Bytes, KB, MB or GB. */
export function formatBackupSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} Bytes`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2).replace('.', ',')} ${units[unit]}`;
}
