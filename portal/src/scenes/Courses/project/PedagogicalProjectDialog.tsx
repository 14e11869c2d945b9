import { type Course, PedagogicalProjectSchema, PROJECT_MSG } from '@trilha/sdk/contract';
import { scrollBehavior, useLoader } from '@trilha/sdk/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorDetails } from '../../../api';
import { FormModal, useFormState } from '../../../components/FormModal';
import { Loading } from '../../../components/Spinner';
import { ErrorState } from '../../../components/StateMessages';
import { Tabs } from '../../../components/Tabs';
import { T } from '../../../messages';
import { validate } from '../../../validate';
import { CourseVersions } from './CourseVersions';
import { courseVersionsApi, loadProjectData } from './courseVersionsApi';
import {
  type ProjectErrors,
  type ProjectField,
  ProjectFields,
  type ProjectValues,
  projectBody,
  projectValues,
} from './ProjectFields';
import { ProjectFileUpload } from './ProjectFileUpload';
import './PedagogicalProject.css';

const TX = T.pedagogicalProject;

type TabId = 'project' | 'versions';
const TABS = [
  { id: 'project', label: TX.tabProject },
  { id: 'versions', label: TX.tabVersions },
] as const;

/**
 * 'Projeto pedagógico' of a course (NR-01 Annex II, admins): the project's texts, checked with the
 * contract's schema, and its PDF, on the current version; and the course's versions, each readable
 * as it was.
 */
export function PedagogicalProjectDialog({ course, onClose }: { course: Course; onClose: () => void }) {
  const loaded = useLoader(() => loadProjectData(course.id), [course.id]);
  const data = loaded.data;
  const [tab, setTab] = useState<TabId>('project');
  const [values, setValues] = useState<ProjectValues | null>(null);
  const [errors, setErrors] = useState<ProjectErrors>({});
  const [saved, setSaved] = useState<ReactNode>(null);
  const [checks, setChecks] = useState(0);
  const form = useFormState();
  const panel = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // The fields start from the project in force once, not again after each reload.
  useEffect(() => {
    if (data) setValues((v) => v ?? projectValues(data.currentVersion?.project));
  }, [data]);

  // Only the project tab is a form, so a switch rebuilds the panel: the focus goes back to its tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tab` is when the panel was rebuilt
  useEffect(() => {
    if (!switched.current) return;
    panel.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [tab]);

  // The dialog scrolls and 'Salvar' sits below it: bring the first refused field, or the answer
  // (above the tabs), into view.
  useEffect(() => {
    if (checks === 0) return;
    const first = panel.current?.querySelector('[aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
  }, [checks]);
  useEffect(() => {
    if (!form.error && !saved) return;
    const answer = panel.current?.closest('form')?.querySelector('.form-alert');
    answer?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }, [form.error, saved]);

  const changeTab = (next: TabId) => {
    switched.current = true;
    setSaved(null);
    setTab(next);
    // Content saved since the dialog opened made new versions.
    if (next === 'versions') void loaded.reload();
  };

  const change = (key: ProjectField, value: string) => {
    setValues((v) => (v ? { ...v, [key]: value } : v));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setSaved(null);
  };

  const submit = () => {
    if (!values) return;
    const body = projectBody(values);
    const problems = validate(PedagogicalProjectSchema, body);
    setErrors(problems);
    setChecks((n) => n + 1);
    if (Object.values(problems).some(Boolean)) return;
    return (async () => {
      const answer = await courseVersionsApi.saveProject(course.id, body);
      setSaved(answer.message || PROJECT_MSG.saved);
      void loaded.reload();
    })();
  };

  const onProject = tab === 'project' && data && values;
  return (
    <FormModal
      title={TX.title(course.title)}
      onClose={onClose}
      form={form}
      onSubmit={onProject ? submit : undefined}
      failure={(e) => errorDetails(e, TX.saveError)}
      submitLabel={T.common.save}
      busyLabel={T.common.saving}
      success={saved}
      cancelLabel={saved ? T.common.close : T.common.cancel}
      size="lg"
    >
      <div ref={panel}>
        {loaded.failed ? (
          <ErrorState message={TX.loadError} onRetry={loaded.retry} />
        ) : !data || !values ? (
          <Loading />
        ) : (
          <Tabs tabs={TABS} active={tab} onChange={changeTab} label={TX.tabsLabel}>
            {tab === 'project' ? (
              <>
                <p className="muted small project-intro">{TX.intro}</p>
                <ProjectFields values={values} errors={errors} disabled={form.busy} onChange={change} />
                <ProjectFileUpload
                  course={course}
                  version={data.current}
                  hasFile={Boolean(data.currentVersion?.project_file_url)}
                  onUploaded={() => void loaded.reload()}
                />
              </>
            ) : (
              <CourseVersions course={course} current={data.current} versions={data.versions} />
            )}
          </Tabs>
        )}
      </div>
    </FormModal>
  );
}
