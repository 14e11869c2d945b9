import { Fragment, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { WidgetClient } from '../client';
import { createTokenClient, TrilhaProvider } from '../provider';
import { Assessment } from '../widgets/Assessment';
import { CertificateList } from '../widgets/Certificates';
import { CoursePlayer } from '../widgets/CoursePlayer';
import { checkOptions, themeProperties } from './options';
import { readHexOrRgb } from './readableTheme';
import { acquireTokens } from './sharedTokens';
import type { TrilhaEventMap, TrilhaEventName, TrilhaMountOptions, TrilhaWidgetHandle } from './types';

/**
 * Styles of the shadow host itself: the page's inherited font, size, colour and spacing stop
 * here (`all: initial`), the widget gets a predictable base. The widgets' own stylesheets come
 * inside their root, also in the shadow root; the page's stylesheets never reach either.
 */
const HOST_CSS = `:host {
  all: initial;
  display: block;
  font-family: var(--trilha-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  font-size: 16px;
  line-height: 1.5;
  color: var(--trilha-text, #0f172a);
  text-align: left;
}
:host([hidden]) { display: none; }
.trilha-embed { display: block; }`;

let colorReader: CanvasRenderingContext2D | null | undefined;

/** Any CSS colour the browser knows (names, `hsl()`, ...) as `#rrggbb`, read through a canvas; null if invalid. */
function browserColor(value: string): string | null {
  const plain = readHexOrRgb(value);
  if (plain) return plain;
  colorReader ??= document.createElement('canvas').getContext('2d');
  if (!colorReader) return null;
  // An invalid colour leaves the sentinel in place.
  colorReader.fillStyle = '#000001';
  colorReader.fillStyle = value;
  const read = String(colorReader.fillStyle);
  return read === '#000001' ? null : readHexOrRgb(read);
}

/** What a mount left on the host element, so unmount restores it and a second mount replaces the first. */
const mounted = new WeakMap<Element, TrilhaWidgetHandle>();

/**
 * Renders one widget into an open shadow root of `element` and returns `{ unmount, update }`.
 * The widget talks to `baseUrl` with tokens from `getToken` (refreshed before they expire and
 * after a 401) and reports to the page through the typed events of `TrilhaEventMap`.
 */
export function mount(element: Element, options: TrilhaMountOptions): TrilhaWidgetHandle {
  if (!(element instanceof HTMLElement)) throw new TypeError('[Trilha] mount: informe um elemento HTML da página.');
  let current = checkOptions(options);
  mounted.get(element)?.unmount();

  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const hostStyle = document.createElement('style');
  hostStyle.textContent = HOST_CSS;
  const container = document.createElement('div');
  container.className = 'trilha-embed';
  container.lang = 'pt-BR';
  shadow.append(hostStyle, container);
  const root: Root = createRoot(container);
  let themed: string[] = [];
  let alive = true;
  let connection: { getToken: () => Promise<string>; baseUrl: string; client: WidgetClient; release(): void } | null =
    null;

  const emit = <K extends TrilhaEventName>(name: K, detail: TrilhaEventMap[K]) => {
    const key = `on${name[0]?.toUpperCase()}${name.slice(1)}` as keyof TrilhaMountOptions;
    const callback = current[key] as ((event: TrilhaEventMap[K]) => void) | undefined;
    try {
      callback?.(detail);
    } catch (error) {
      // A failing page handler must not break the widget.
      console.error(`[Trilha] erro no callback ${String(key)}:`, error);
    }
    element.dispatchEvent(new CustomEvent(`trilha:${name}`, { detail, bubbles: true }));
  };

  const applyTheme = () => {
    const style = (element as HTMLElement).style;
    for (const property of themed) style.removeProperty(property);
    const properties = themeProperties(current.theme, browserColor);
    for (const [property, value] of Object.entries(properties)) style.setProperty(property, value);
    themed = Object.keys(properties);
  };

  const reportTokenError = (error: unknown) =>
    emit('tokenError', { message: error instanceof Error ? error.message : String(error ?? 'getToken falhou') });

  /** The API client for the current baseUrl and getToken; widgets sharing a getToken share its tokens. */
  const connect = (): WidgetClient => {
    const { getToken, baseUrl } = current;
    if (connection?.getToken === getToken && connection.baseUrl === baseUrl) return connection.client;
    const lease = acquireTokens(getToken, reportTokenError);
    connection?.release();
    connection = { getToken, baseUrl, client: createTokenClient(baseUrl, lease.tokens), release: lease.release };
    return connection.client;
  };

  const render = () => {
    const o = current;
    const client = connect();
    // The host routes only when it listens; without a listener the widgets hide their links out.
    const navigate = o.onNavigate ? (to: TrilhaEventMap['navigate']) => emit('navigate', to) : undefined;
    const widgetRefresh = o.widget === 'certificates' ? '' : (o.refreshKey ?? '');
    let widget: ReactNode;
    if (o.widget === 'course-player') {
      widget = (
        <CoursePlayer
          courseId={o.courseId as number}
          onNavigate={navigate}
          onLessonComplete={(e) => emit('lessonComplete', e)}
          onCourseComplete={(e) => emit('courseComplete', e)}
        />
      );
    } else if (o.widget === 'assessment') {
      widget = (
        <Assessment
          assessmentId={o.assessmentId as number}
          onNavigate={navigate}
          onAssessmentFinished={(e) => emit('assessmentFinished', e)}
          onCertificateIssued={(e) => emit('certificateIssued', e)}
        />
      );
    } else {
      widget = <CertificateList courseId={o.courseId} onNavigate={navigate} refreshKey={o.refreshKey} />;
    }
    root.render(
      <TrilhaProvider client={client}>
        {/* A new widget, subject or refreshKey starts from a clean state (the list reloads in place). */}
        <Fragment key={`${o.widget}:${o.courseId ?? ''}:${o.assessmentId ?? ''}:${widgetRefresh}`}>{widget}</Fragment>
      </TrilhaProvider>,
    );
  };

  const handle: TrilhaWidgetHandle = {
    unmount() {
      if (!alive) return;
      alive = false;
      root.unmount();
      connection?.release();
      connection = null;
      hostStyle.remove();
      container.remove();
      const style = (element as HTMLElement).style;
      for (const property of themed) style.removeProperty(property);
      themed = [];
      if (mounted.get(element) === handle) mounted.delete(element);
    },
    update(partial) {
      if (!alive) throw new Error('[Trilha] update: o widget já foi desmontado.');
      current = checkOptions({ ...current, ...partial });
      applyTheme();
      render();
    },
  };

  mounted.set(element, handle);
  applyTheme();
  render();
  return handle;
}
