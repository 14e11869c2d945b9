import type {
  AssessmentCertificateIssuedEvent,
  AssessmentFinishedEvent,
  AssessmentNavigateTarget,
} from '../widgets/Assessment/types';
import type { CertificateListNavigateTarget } from '../widgets/Certificates/types';
import type {
  CoursePlayerCourseCompleteEvent,
  CoursePlayerLessonCompleteEvent,
  CoursePlayerNavigateTarget,
} from '../widgets/CoursePlayer/types';

/** The widgets a page can mount with `Trilha.mount`. */
export type TrilhaWidgetName = 'course-player' | 'assessment' | 'certificates';

/** Where a widget asks the host page to go (the host owns routing; the widget never touches location). */
export type TrilhaNavigateTarget =
  | CoursePlayerNavigateTarget
  | AssessmentNavigateTarget
  | CertificateListNavigateTarget;

/**
 * Every event a mounted widget sends, by name. Each arrives twice: as the option
 * callback `on<Name>` (`onLessonComplete`, ...) and as a DOM `CustomEvent` named `trilha:<name>`
 * (`trilha:lessonComplete`, ...) dispatched on the host element, bubbling, with the payload in
 * `detail`. Fields may be added; a changed shape gets a new name (`...V2`), never a silent change.
 * Nothing is posted to other windows.
 */
export interface TrilhaEventMap {
  /** course-player: the server accepted a lesson's completion. `progress` is the course's new percentage (0-100). */
  lessonComplete: CoursePlayerLessonCompleteEvent;
  /**
   * course-player: every lesson of the course is done. `needsAssessment` / `assessmentId` tell
   * whether a final assessment remains before the certificate.
   */
  courseComplete: CoursePlayerCourseCompleteEvent;
  /** assessment: an attempt was graded (also one closed by the server at time-out). */
  assessmentFinished: AssessmentFinishedEvent;
  /** assessment: a temporary certificate was issued after an approved attempt. */
  certificateIssued: AssessmentCertificateIssuedEvent;
  /** any widget: asks the host to show another page (the course, its assessment, the certificates). */
  navigate: TrilhaNavigateTarget;
  /** `getToken()` failed or answered something that is not a token; the widget shows its own error state. */
  tokenError: { message: string };
}

export type TrilhaEventName = keyof TrilhaEventMap;

/** `onLessonComplete`, `onCourseComplete`, ...: one optional callback per event of the map. */
export type TrilhaEventCallbacks = {
  [K in TrilhaEventName as `on${Capitalize<K>}`]?: (event: TrilhaEventMap[K]) => void;
};

/**
 * Colours and shape, applied as CSS custom properties (`--trilha-primary`, ...) on the host
 * element. Any CSS colour works; unset shades of the primary colour are derived from it.
 */
export interface TrilhaTheme {
  /** Buttons, links, progress (`--trilha-primary`). */
  primary?: string;
  primaryDark?: string;
  primaryLight?: string;
  primarySoft?: string;
  /** Text on primary buttons (`--trilha-on-primary`). */
  onPrimary?: string;
  accent?: string;
  /** Widget background (`--trilha-bg`). */
  background?: string;
  /** Cards and dialogs (`--trilha-surface`). */
  surface?: string;
  text?: string;
  textMuted?: string;
  border?: string;
  success?: string;
  danger?: string;
  warning?: string;
  /** Keyboard focus ring (`--trilha-focus`). */
  focus?: string;
  /** Corner radius: a CSS length, or a number of pixels (`--trilha-radius`). */
  radius?: string | number;
  /** Font stack (`--trilha-font-family`); by default the system font, not the page's. */
  fontFamily?: string;
}

export interface TrilhaMountOptions extends TrilhaEventCallbacks {
  widget: TrilhaWidgetName;
  /** Origin of the Trilha Segura server, e.g. 'https://trilha.exemplo.com.br'. */
  baseUrl: string;
  /**
   * Resolves with a student token that the page's own back end obtained from
   * `POST /api/embed/token` with the company's API key (the key never goes to the browser).
   * Called at mount, about 60 s before the token expires, and once after a 401.
   */
  getToken: () => Promise<string>;
  /** course-player: the course to play. certificates: show only this course's certificate. */
  courseId?: number;
  /** assessment: the assessment to take. */
  assessmentId?: number;
  theme?: TrilhaTheme;
  /** The widgets speak Brazilian Portuguese. */
  locale?: 'pt-BR';
  /**
   * Change it to make the widget load its data again: the certificate list after
   * `onCertificateIssued`, the assessment after the course was completed in the player.
   */
  refreshKey?: string | number;
}

export interface TrilhaWidgetHandle {
  /** Removes the widget and its styles; the host element is left as it was. */
  unmount(): void;
  /** Changes some options (another course, a new theme, new callbacks...) without remounting. */
  update(options: Partial<TrilhaMountOptions>): void;
}
