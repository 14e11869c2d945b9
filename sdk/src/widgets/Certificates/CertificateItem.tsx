import type { ReactNode } from 'react';
import type { CertificateShape } from '../../contract';
import { TRAINING_TYPE_LABELS } from '../../contract/trainingTypes';
import {
  IconArrowDownToLine,
  IconAwardCompact,
  IconBan,
  IconEyeCompact,
  IconShieldCheck,
  IconSpinner,
  IconTrashCompact,
} from '../../ui/icons';
import { formatDate } from '../shared/dates';
import { adminActions, validityTone } from './logic';
import { CERTIFICATE_TEXT as TX } from './messages';

export type ItemAction = 'view' | 'download' | 'validate' | 'revoke' | 'remove';

function ActionButton({
  action,
  busy,
  label,
  text,
  className,
  icon,
  disabled,
  onAction,
}: {
  action: ItemAction;
  busy: ItemAction | null;
  label: string;
  text: string;
  className: string;
  icon: ReactNode;
  disabled: boolean;
  onAction(action: ItemAction): void;
}) {
  const running = busy === action;
  return (
    <button
      type="button"
      className={`trilha-btn trilha-btn--sm ${className}`}
      aria-label={label}
      title={label}
      onClick={() => onAction(action)}
      disabled={disabled}
      aria-busy={running || undefined}
    >
      {running ? <IconSpinner className="trilha-spin" /> : icon}
      {text}
    </button>
  );
}

/** One certificate: course, (student), dates, code, badges, and its actions. */
export function CertificateItem({
  certificate: c,
  admin,
  busy,
  onAction,
  onOpenCourse,
}: {
  certificate: CertificateShape;
  admin: boolean;
  busy: ItemAction | null;
  onAction(action: ItemAction): void;
  onOpenCourse?: () => void;
}) {
  const official = c.is_temporary === 0;
  const allowed = adminActions(c);
  const anyBusy = busy !== null;
  const who = c.user_name || c.user_email || '';
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
        {c.status === 'revoked' && c.revoke_reason && (
          <p className="trilha-cert__note trilha-cert__note--danger">{TX.revokedReason(c.revoke_reason)}</p>
        )}
      </div>
      <div className="trilha-cert__actions">
        <ActionButton
          action="view"
          busy={busy}
          label={TX.viewLabel(c.course_title)}
          text={TX.view}
          className="trilha-btn--secondary"
          icon={<IconEyeCompact />}
          disabled={anyBusy}
          onAction={onAction}
        />
        <ActionButton
          action="download"
          busy={busy}
          label={TX.downloadLabel(c.course_title)}
          text={TX.download}
          className="trilha-btn--primary"
          icon={<IconArrowDownToLine />}
          disabled={anyBusy}
          onAction={onAction}
        />
        {admin && allowed.validate && (
          <ActionButton
            action="validate"
            busy={busy}
            label={TX.validateLabel(who, c.course_title)}
            text={TX.validate}
            className="trilha-btn--success"
            icon={<IconShieldCheck />}
            disabled={anyBusy}
            onAction={onAction}
          />
        )}
        {admin && allowed.revoke && (
          <ActionButton
            action="revoke"
            busy={busy}
            label={TX.revokeLabel(who, c.course_title)}
            text={TX.revoke}
            className="trilha-btn--secondary"
            icon={<IconBan />}
            disabled={anyBusy}
            onAction={onAction}
          />
        )}
        {admin && allowed.remove && (
          <ActionButton
            action="remove"
            busy={busy}
            label={TX.removeLabel(who, c.course_title)}
            text={TX.remove}
            className="trilha-btn--danger"
            icon={<IconTrashCompact />}
            disabled={anyBusy}
            onAction={onAction}
          />
        )}
      </div>
    </li>
  );
}
