import { IconBook } from '@trilha/sdk/ui';
import { useEffect, useRef, useState } from 'react';
import './Courses.css';

/** Spec §9: lazy images start loading 50 px before they become visible. */
const LAZY_MARGIN = '50px';

/**
 * A course cover loaded only when it comes near the viewport; a course without a cover (or whose
 * image fails) shows a themed placeholder instead of a broken image.
 */
export function CourseThumbnail({ src, alt }: { src: string | null; alt: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near || !src) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, src]);

  return (
    <div ref={ref} className="course-thumb">
      {src && near && !failed ? (
        <img src={src} alt={alt} decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className="course-thumb-placeholder" aria-hidden="true">
          <IconBook size={34} />
        </span>
      )}
    </div>
  );
}
