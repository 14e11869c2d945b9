/** Business constants of spec §9, shared by the server, the sdk and the portal. */
export const LIMITS = {
  requestTimeoutMs: 120_000,
  reloadAfterLoginMs: 100,
  firstLoginRedirectMs: 2_000,
  resetRedirectMs: 3_000,
  minPasswordLength: 6,
  generatedPasswordLength: 12,
  codeLength: 6,
  maxEmailLength: 254,
  minTitleLength: 3,
  minOptions: 2,
  maxOptions: 6,
  defaultOptions: 4,
  newItemIdThreshold: 1e12,
  companySuggestions: 10,
  dashboardCourses: 4,
  dashboardPopularCourses: 5,
  recentActivityLimit: 10,
  logoMaxBytes: 5_242_880,
  backgroundMaxBytes: 10_485_760,
  photoMaxBytes: 5_242_880,
  successBannerMs: 3_000,
  errorBannerMs: 5_000,
  photoErrorBannerMs: 3_000,
  twoFactorErrorBannerMs: 5_000,
  passwordDialogCloseMs: 2_000,
  /** Server-side rules of ARCHITECTURE §5. */
  codeTtlMinutes: 10,
  codeMaxTries: 5,
  resetTokenTtlMinutes: 60,
  loginMaxFailuresPerAccount: 5,
  loginMaxFailuresPerIp: 20,
  loginWindowMinutes: 15,
  maxNameLength: 255,
  maxTextLength: 2_000,
} as const;

export const DEFAULT_THEME_COLOR = '#002C1C';
export const ALT_THEME_COLOR = '#7CB342';
export const DEFAULT_BRAND = 'Trilha Segura';
export const DEFAULT_LOGIN_SUBTITLE = 'Plataforma de Gestão de Cursos de Segurança';
export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';
export const GENERATED_PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%&*';

/** Course files: cover, support material, uploaded video and its captions. */
export const FILE_LIMITS = {
  thumbnailMaxBytes: 5_242_880,
  attachmentMaxBytes: 52_428_800,
  videoMaxBytes: 2_147_483_648,
  captionMaxBytes: 524_288,
} as const;

export const ASSESSMENT_LIMITS = {
  defaultTimeLimit: 30,
  minTimeLimit: 1,
  maxTimeLimit: 300,
  defaultPassingScore: 70,
  defaultMaxAttempts: 3,
  minMaxAttempts: 1,
  maxMaxAttempts: 10,
  /** Seconds a late submit is still accepted after the time limit (network, clock drift). */
  graceSeconds: 30,
  timerWarningSeconds: 300,
  autoCertificateScore: 70,
  manualCertificateScore: 60,
  certificatePromptDelayMs: 2000,
} as const;
