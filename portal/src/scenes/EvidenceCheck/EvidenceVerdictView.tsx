import type { EvidenceVerdict } from '@trilha/sdk/contract';
import { IconAlert, IconShieldCheck } from '@trilha/sdk/ui';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../format';
import { T } from '../../messages';

const TX = T.evidence;

/** The manifest's scope in words: the kind of pack in pt-BR, the rest under their labels (ids as the manifest has them). */
function scopeRows(scope: Record<string, string | number | null>): [string, string][] {
  return Object.entries(scope)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => [
      TX.scope[key] ?? key,
      key === 'kind' ? (TX.kinds[String(value)] ?? String(value)) : String(value),
    ]);
}

/**
 * What the check found: an intact pack with what its signed manifest says (when it was made, what
 * it covers), or the problems one by one. The heading takes the focus, so the verdict is read at once.
 */
export function EvidenceVerdictView({ verdict, fileName }: { verdict: EvidenceVerdict; fileName: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new verdict takes the focus
  useEffect(() => heading.current?.focus(), [verdict]);
  const manifest = verdict.manifest;
  return (
    <section className={`evidence-verdict ${verdict.valid ? 'is-valid' : 'is-invalid'}`} aria-labelledby="verdict">
      <h2 id="verdict" className="evidence-verdict-title" ref={heading} tabIndex={-1}>
        {verdict.valid ? <IconShieldCheck size={22} /> : <IconAlert size={22} />}
        {verdict.message}
      </h2>
      <p className="evidence-verdict-file">{fileName}</p>
      {verdict.valid && manifest && (
        <>
          <h3 className="evidence-verdict-subtitle">{TX.manifestTitle}</h3>
          <dl className="evidence-facts">
            <div>
              <dt>{TX.createdAt}</dt>
              <dd>{formatDateTime(manifest.created_at)}</dd>
            </div>
            {scopeRows(manifest.scope).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div>
              <dt>{TX.keyId}</dt>
              <dd className="evidence-mono">{manifest.key_id}</dd>
            </div>
          </dl>
        </>
      )}
      {!verdict.valid && verdict.problems.length > 0 && (
        <>
          <h3 className="evidence-verdict-subtitle">{TX.problemsTitle}</h3>
          <ul className="evidence-problems">
            {verdict.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
