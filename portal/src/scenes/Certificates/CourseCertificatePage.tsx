import { CertificateList, type CertificateListData, TrilhaProvider } from '@trilha/sdk';
import { ApiError } from '@trilha/sdk/client';
import { CERTIFICATE_MSG, COURSE_MSG, ERROR_IDS } from '@trilha/sdk/contract';
import { IconAward } from '@trilha/sdk/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { client } from '../../api';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { showSuccess } from '../../state/banners';
import './Certificates.css';

const TX = T.courseCertificate;

type Problem = { kind: 'info' | 'error' | 'score'; text: string } | null;

/** The §8 texts of a refused generation: 409, 400 (the insufficient-score alert when the server sends a best score). */
function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError)) return { kind: 'error', text: TX.generateError };
  const message = typeof error.body.message === 'string' && error.body.message ? error.message : null;
  if (error.status === 409) return { kind: 'info', text: CERTIFICATE_MSG.alreadyGenerated };
  if (error.status === 400) {
    if (error.id === ERROR_IDS.insufficientScore) {
      const best = typeof error.body.bestScore === 'number' ? error.body.bestScore : null;
      return { kind: 'score', text: message ?? CERTIFICATE_MSG.insufficientScore(best) };
    }
    return { kind: 'error', text: message ?? CERTIFICATE_MSG.requirements };
  }
  return { kind: 'error', text: message ?? TX.generateError };
}

function CourseCertificate({ courseId }: { courseId: number }) {
  const [courseTitle, setCourseTitle] = useState<string | null>(null);
  const [found, setFound] = useState<boolean | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [generating, setGenerating] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  useEffect(() => {
    let alive = true;
    client.courses
      .get(courseId)
      .then(({ course }) => alive && setCourseTitle(course.title || TX.courseFallback))
      .catch(() => alive && setCourseTitle(TX.courseFallback));
    return () => {
      alive = false;
    };
  }, [courseId]);

  const onLoaded = useCallback(
    (data: CertificateListData) =>
      setFound([...data.permanent, ...data.temporary].some((c) => c.course_id === courseId)),
    [courseId],
  );

  const generate = async () => {
    setGenerating(true);
    setProblem(null);
    try {
      const answer = await client.certificates.generateTemporary(courseId);
      showSuccess(answer.message || CERTIFICATE_MSG.generated);
      setRefreshKey((n) => n + 1);
    } catch (error) {
      const p = problemOf(error);
      setProblem(p);
      if (p?.kind === 'info') setRefreshKey((n) => n + 1);
    } finally {
      setGenerating(false);
    }
  };

  return (
    <div className="course-certificate-page">
      <PageHeader
        title={TX.title}
        subtitle={courseTitle ?? T.common.loading}
        actions={
          <>
            <Link to={`/courses/${courseId}`} className="btn btn-secondary">
              {TX.backToCourse}
            </Link>
            <Link to="/certificates" className="btn btn-outline">
              {TX.allCertificates}
            </Link>
          </>
        }
      />
      <TrilhaProvider client={client}>
        <CertificateList courseId={courseId} refreshKey={refreshKey} onLoaded={onLoaded} />
      </TrilhaProvider>
      {found === false && (
        <section className="card course-certificate-generate" aria-labelledby="generate-title">
          <span className="course-certificate-icon" aria-hidden="true">
            <IconAward size={26} />
          </span>
          <div className="course-certificate-body">
            <h2 id="generate-title" className="card-title">
              {TX.generateTitle}
            </h2>
            <p className="muted">{TX.generateText}</p>
            {problem && (
              <div
                className={`form-alert ${problem.kind === 'info' ? 'form-alert-info' : 'form-alert-error'} course-certificate-alert`}
                role="alert"
              >
                {problem.kind === 'score' && (
                  <strong className="course-certificate-alert-title">{TX.insufficientTitle}</strong>
                )}
                {problem.text}
              </div>
            )}
            <button type="button" className="btn btn-primary" onClick={() => void generate()} disabled={generating}>
              <IconAward size={18} />
              {generating ? TX.generating : TX.generate}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

/** '/certificate/{courseId}': the page a finished course leads to (the student's certificate, or generate it). */
export function CourseCertificatePage() {
  const { courseId } = useParams();
  const id = Number(courseId);
  if (!Number.isSafeInteger(id) || id <= 0) return <ErrorState message={COURSE_MSG.courseNotFound} />;
  return <CourseCertificate key={id} courseId={id} />;
}
