import type { ReactNode } from 'react';
import type { CertificateShape } from '../../contract';
import { TRAINING_TYPE_LABELS } from '../../contract/trainingTypes';
import {
  IconArrowDownToLine,
  IconAwardCompact,
  IconBan,
  IconCheckCircle,
  IconClipboardCheck,
  IconEyeCompact,
  IconShieldCheck,
  IconSpinner,
  IconTrashCompact,
} from '../../ui/icons';
import { formatDate } from '../shared/dates';
import { adminActions, canAcknowledge, validityTone } from './logic';
import { CERTIFICATE_TEXT as TX } from './messages';
import type { CertificateListAction } from './types';

export type ItemAction = 'view' | 'download' | 'validate' | 'revoke' | 'remove' | 'acknowledge';

function ActionButton({
  running,
  label,
  text,
  className,
  icon,
  disabled,
  onClick,
}: {
  running: boolean;
  label: string;
  text: string;
  className: string;
  icon: ReactNode;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className={`trilha-btn trilha-btn--sm ${className}`}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      aria-busy={running || undefined}
    >
      {running ? <IconSpinner className="trilha-spin" /> : icon}
      {text}
    </button>
  );
}

/**
 * One certificate: course, (student), dates, code, badges, and its actions. The acknowledgment's
 * note takes the focus from the list when the dialog closes (the button that opened it is gone).
 */
export function CertificateItem({
  certificate: c,
  admin,
  busy,
  onAction,
  hostActions = [],
  onHostAction,
  onOpenCourse,
}: {
  certificate: CertificateShape;
  admin: boolean;
  /** The running action: one of ItemAction, or `host-<index>` for the host's. */
  busy: string | null;
  onAction(action: ItemAction): void;
  hostActions?: CertificateListAction[];
  onHostAction?(action: CertificateListAction, index: number): void;
  onOpenCourse?: () => void;
}) {
  const official = c.is_temporary === 0;
  const allowed = adminActions(c);
  const who = c.user_name || c.user_email || '';
  const own: { action: ItemAction; shown: boolean; label: string; text: string; tone: string; icon: ReactNode }[] = [
    {
      action: 'view',
      shown: true,
      label: TX.viewLabel(c.course_title),
      text: TX.view,
      tone: 'secondary',
      icon: <IconEyeCompact />,
    },
    {
      action: 'download',
      shown: true,
      label: TX.downloadLabel(c.course_title),
      text: TX.download,
      tone: 'primary',
      icon: <IconArrowDownToLine />,
    },
    {
      action: 'acknowledge',
      shown: canAcknowledge(c, admin),
      label: TX.acknowledgeLabel(c.course_title),
      text: TX.acknowledge,
      tone: 'success',
      icon: <IconClipboardCheck />,
    },
    {
      action: 'validate',
      shown: admin && allowed.validate,
      label: TX.validateLabel(who, c.course_title),
      text: TX.validate,
      tone: 'success',
      icon: <IconShieldCheck />,
    },
    {
      action: 'revoke',
      shown: admin && allowed.revoke,
      label: TX.revokeLabel(who, c.course_title),
      text: TX.revoke,
      tone: 'secondary',
      icon: <IconBan />,
    },
    {
      action: 'remove',
      shown: admin && allowed.remove,
      label: TX.removeLabel(who, c.course_title),
      text: TX.remove,
      tone: 'danger',
      icon: <IconTrashCompact />,
    },
  ];
  return (
    <li className={`trilha-cert${c.status === 'revoked' ? ' is-revoked' : ''}`}>
      <span className={`trilha-cert__icon${official ? ' is-official' : ''}`} aria-hidden="true">
        {official ? <IconShieldCheck /> : <IconAwardCompact />}
      </span>
      <div className="trilha-cert__main">
        <div className="trilha-cert__title-row">
          {onOpenCourse ? (
            <button
              type="button"
              className="trilha-cert__course trilha-link"
              onClick={onOpenCourse}
              aria-label={TX.openCourse(c.course_title)}
            >
              {c.course_title}
            </button>
          ) : (
            <h4 className="trilha-cert__course">{c.course_title}</h4>
          )}
          <span className={`trilha-badge trilha-badge--${official ? 'primary' : 'info'}`}>
            {official ? TX.officialBadge : TX.temporaryBadge}
          </span>
          <span className={`trilha-badge trilha-badge--${validityTone(c.validity)}`}>{c.validity_label}</span>
        </div>
        {admin && (
          <p className="trilha-cert__student">
            <span className="trilha-sr">{TX.student}: </span>
            <strong>{c.user_name}</strong>
            {c.user_email && <span className="trilha-cert__muted"> · {c.user_email}</span>}
            {c.company && <span className="trilha-cert__muted"> · {c.company}</span>}
          </p>
        )}
        <dl className="trilha-cert__meta">
          {c.training_type && (
            <div>
              <dt>{TX.trainingType}</dt>
              <dd>{TRAINING_TYPE_LABELS[c.training_type]}</dd>
            </div>
          )}
          {c.convalidated_dates?.length > 0 && (
            <div>
              <dt>{TX.convalidated}</dt>
              <dd>{c.convalidated_dates.map((d) => formatDate(`${d}T12:00:00Z`)).join(', ')}</dd>
            </div>
          )}
          <div>
            <dt>{TX.issuedAt}</dt>
            <dd>{formatDate(c.issued_at)}</dd>
          </div>
          {c.validated_at && (
            <div>
              <dt>{TX.validatedAt}</dt>
              <dd>{formatDate(c.validated_at)}</dd>
            </div>
          )}
          {c.expires_at && (
            <div>
              <dt>{TX.expiresAt}</dt>
              <dd>{formatDate(c.expires_at)}</dd>
            </div>
          )}
          {c.score !== null && c.score !== undefined && (
            <div>
              <dt>{TX.score}</dt>
              <dd>{`${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(c.score)}%`}</dd>
            </div>
          )}
          <div>
            <dt>{TX.code}</dt>
            <dd className="trilha-cert__code">{c.certificate_code}</dd>
          </div>
        </dl>
        {!official && c.status === 'active' && <p className="trilha-cert__note">{TX.pendingValidation}</p>}
        {c.acknowledged_at && (
          <p className="trilha-cert__note trilha-cert__note--success" data-acknowledged={c.id} tabIndex={-1}>
            <IconCheckCircle />
            {TX.acknowledgedAt(formatDate(c.acknowledged_at))}
          </p>
        )}
        {c.status === 'revoked' && c.revoke_reason && (
          <p className="trilha-cert__note trilha-cert__note--danger">{TX.revokedReason(c.revoke_reason)}</p>
        )}
      </div>
      <div className="trilha-cert__actions">
        {own
          .filter((o) => o.shown)
          .map((o) => (
            <ActionButton
              key={o.action}
              running={busy === o.action}
              label={o.label}
              text={o.text}
              className={`trilha-btn--${o.tone}`}
              icon={o.icon}
              disabled={busy !== null}
              onClick={() => onAction(o.action)}
            />
          ))}
        {hostActions.map((h, i) => (
          <ActionButton
            key={`host-${h.text}`}
            running={busy === `host-${i}`}
            label={h.label(c)}
            text={h.text}
            className="trilha-btn--secondary"
            icon={h.icon}
            disabled={busy !== null}
            onClick={() => onHostAction?.(h, i)}
          />
        ))}
      </div>
    </li>
  );
}
