import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../endpoint';
import { E } from './index';
import { WIDGET_ROUTES } from './widgetRoutes';

const TABLES: Record<keyof typeof WIDGET_ROUTES, Record<string, Endpoint>> = {
  assessments: E.assessments,
  certificates: E.certificates,
  courses: E.courses,
  progress: E.progress,
  attachments: E.attachments,
  tutoring: E.tutoring,
};

describe('the widgets’ routes', () => {
  it('are their endpoint table entries’ method, path and answer (the compiler checks it too)', () => {
    for (const [group, routes] of Object.entries(WIDGET_ROUTES) as [keyof typeof WIDGET_ROUTES, object][]) {
      for (const [name, route] of Object.entries(routes)) {
        const entry = TABLES[group][name];
        expect(entry, `${group}.${name}`).toBeDefined();
        expect(route, `${group}.${name}`).toEqual({ method: entry?.method, path: entry?.path, answer: entry?.answer });
      }
    }
  });
});
