import type { Caller } from './api/caller';
import { filesApi } from './api/files';
import { assessmentWidgetApi, certificateWidgetApi, courseWidgetApi, lessonWidgetApi } from './api/widget';
import { createCall } from './call';
import { Http, type HttpOptions } from './http';

export function callerFor(options: HttpOptions): Caller {
  const http = new Http(options);
  return { http, call: createCall(http) };
}

/**
 * A client of the widgets' calls only (what `TrilhaProvider` builds for an intranet page): the
 * calls the course player, the assessment and the certificate list make, through routes, never
 * the endpoint tables, so an intranet page that loads trilha.js carries these calls and not the
 * API's schemas. The full client (`createClient`) has the same groups with more calls.
 */
export function createWidgetClient(options: HttpOptions = {}) {
  const caller = callerFor(options);
  return {
    http: caller.http,
    call: caller.call,
    files: filesApi(caller),
    courses: courseWidgetApi(caller),
    lessons: lessonWidgetApi(caller),
    assessments: assessmentWidgetApi(caller),
    certificates: certificateWidgetApi(caller),
  };
}

export type WidgetClient = ReturnType<typeof createWidgetClient>;
