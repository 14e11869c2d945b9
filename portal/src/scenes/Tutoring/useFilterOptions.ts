import type { TutoringQuestion, TutoringQueue } from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useEffect, useState } from 'react';
import { client } from '../../api';

export interface FilterOption {
  id: number;
  name: string;
}

export interface FilterOptions {
  courses: FilterOption[];
  companies: FilterOption[];
}

const byName = (a: FilterOption, b: FilterOption) => a.name.localeCompare(b.name, 'pt-BR');

/** Adds the companies of the questions to what is known, keeping each once. */
function merge(known: FilterOption[], questions: readonly TutoringQuestion[]): FilterOption[] {
  const companies = new Map(known.map((c) => [c.id, c]));
  for (const q of questions) if (q.company) companies.set(q.company.id, { id: q.company.id, name: q.company.name });
  return companies.size === known.length ? known : [...companies.values()].sort(byName);
}

/**
 * The choices of the course and company filters. The queue answers the courses the caller tutors
 * (every course for an admin). An admin reads the company list; an instructor may not, so their
 * company choices are those of the questions the queue has shown them.
 */
export function useFilterOptions(admin: boolean, queue: TutoringQueue | undefined): FilterOptions {
  const companyList = useLoader(async (): Promise<FilterOption[] | null> => {
    if (!admin) return null;
    const { companies } = await client.companies.list();
    return companies.map((c) => ({ id: c.id, name: c.name })).sort(byName);
  }, [admin]);
  const [seen, setSeen] = useState<FilterOption[]>([]);
  useEffect(() => {
    if (queue) setSeen((known) => merge(known, queue.questions));
  }, [queue]);
  const [courses, setCourses] = useState<FilterOption[]>([]);
  useEffect(() => {
    if (queue) setCourses(queue.courses.map((c) => ({ id: c.id, name: c.title })));
  }, [queue]);
  // Until the admin's list arrives (or if it fails), the queue's own companies serve.
  return { courses, companies: companyList.data ?? seen };
}
