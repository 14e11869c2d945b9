import { assessmentsApi } from './api/assessments';
import type { Caller } from './api/caller';
import { certificatesApi } from './api/certificates';
import { coursesApi } from './api/courses';
import { filesApi } from './api/files';
import { lessonsApi } from './api/lessons';
import { createCall } from './call';
import { Http, type HttpOptions } from './http';

/**
 * The calls the embeddable widgets make (course player, assessment, certificates). These groups
 * import their own endpoint tables, never the whole API's: an intranet page that loads trilha.js
 * carries these calls, not the administration's schemas.
 */
export function widgetGroups(caller: Caller) {
  return {
    http: caller.http,
    call: caller.call,
    files: filesApi(caller),
    courses: coursesApi(caller),
    lessons: lessonsApi(caller),
    assessments: assessmentsApi(caller),
    certificates: certificatesApi(caller),
  };
}

export function callerFor(options: HttpOptions): Caller {
  const http = new Http(options);
  return { http, call: createCall(http) };
}

/** A client of the widgets' calls only (what `TrilhaProvider` builds for an intranet page). */
export function createWidgetClient(options: HttpOptions = {}) {
  return widgetGroups(callerFor(options));
}

export type WidgetClient = ReturnType<typeof createWidgetClient>;
