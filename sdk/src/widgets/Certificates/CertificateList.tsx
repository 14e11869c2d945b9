import { useEffect, useId, useRef, useState } from 'react';
import type { CertificateShape } from '../../contract';
import { useTrilhaClient } from '../../provider';
import { openPendingTab, saveBlob } from '../../ui/download';
import {
  IconAwardCompact,
  IconCheckCircle,
  IconCircleAlert,
  IconClose,
  IconRestart,
  IconSearchCompact,
  IconSpinner,
  IconTrashCompact,
} from '../../ui/icons';
import { useStableCallback } from '../../ui/useLatest';
import { useLoader } from '../../ui/useLoader';
import { ConfirmModal } from '../shared/dialogs';
import { CERTIFICATE_LIST_CSS } from '../styles';
import { AcknowledgmentDialog } from './AcknowledgmentDialog';
import { CertificateItem, type ItemAction } from './CertificateItem';
import { certificateFileName, serverMessage, visibleGroups } from './logic';
import { CERTIFICATE_TEXT as TX } from './messages';
import { RevokeDialog } from './RevokeDialog';
import type { CertificateListAction, CertificateListData, CertificateListProps } from './types';

interface Notice {
  kind: 'success' | 'error';
  text: string;
  id: number;
}

/**
 * Official (permanent) and temporary certificates with view and download (spec §2 Certificates
 * page). `admin` lists every student's certificates with validate / revoke / delete. Styles travel
 * in a <style> under `.trilha-certificates`.
 */
export function CertificateList({
  admin = false,
  courseId,
  onNavigate,
  onLoaded,
  onChange,
  confirm,
  refreshKey,
  providerName,
  actions,
  emptyText,
  className,
}: CertificateListProps) {
  const client = useTrilhaClient();
  const rootRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<{ id: number; action: string } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [revoking, setRevoking] = useState<CertificateShape | null>(null);
  const [removing, setRemoving] = useState<CertificateShape | null>(null);
  const [acknowledging, setAcknowledging] = useState<CertificateShape | null>(null);
  const loaded = useStableCallback((data: CertificateListData) => onLoaded?.(data));
  const changed = useStableCallback((type: 'validated' | 'revoked' | 'deleted', certificate: CertificateShape) =>
    onChange?.({ type, certificate }),
  );

  const { state, reload, retry } = useLoader(
    () => (admin ? client.certificates.list() : client.certificates.my()),
    // A change of refreshKey, the host's "load again", reloads in place (no spinner once something is shown).
    [client, admin, refreshKey],
    { refetchInPlace: true },
  );
  useEffect(() => {
    if (state.status === 'ready') loaded(state.data);
  }, [state, loaded]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.kind === 'success' ? 3000 : 5000);
    return () => clearTimeout(timer);
  }, [notice]);

  const show = (kind: Notice['kind'], text: string) => setNotice({ kind, text, id: Date.now() });

  const download = async (c: CertificateShape, view: boolean) => {
    // The tab opens inside the click (pop-up blockers allow that), the PDF follows. A revoked
    // certificate is refused by the server (410): no tab, its message shows here.
    const tab = view && c.status !== 'revoked' ? openPendingTab() : null;
    setBusy({ id: c.id, action: view ? 'view' : 'download' });
    try {
      const blob = await client.certificates.download(c.id);
      const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
      if (tab) tab.show(pdf);
      else if (rootRef.current) saveBlob(pdf, certificateFileName(c.certificate_code), rootRef.current);
    } catch (error) {
      tab?.close();
      show('error', serverMessage(error, TX.downloadFailed));
    } finally {
      setBusy(null);
    }
  };

  const validate = async (c: CertificateShape) => {
    setBusy({ id: c.id, action: 'validate' });
    try {
      const answer = await client.certificates.validate(c.id);
      show('success', answer.message || TX.validated);
      changed('validated', answer.certificate ?? c);
      await reload();
    } catch (error) {
      show('error', serverMessage(error, TX.validateFailed));
    } finally {
      setBusy(null);
    }
  };

  const revoke = async (c: CertificateShape, reason: string) => {
    setBusy({ id: c.id, action: 'revoke' });
    try {
      const answer = await client.certificates.revoke(c.id, reason);
      setRevoking(null);
      show('success', answer.message || TX.revoked);
      changed('revoked', answer.certificate ?? c);
      await reload();
    } catch (error) {
      show('error', serverMessage(error, TX.revokeFailed));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (c: CertificateShape) => {
    setBusy({ id: c.id, action: 'remove' });
    try {
      await client.certificates.remove(c.id);
      setRemoving(null);
      show('success', TX.removed);
      changed('deleted', c);
      await reload();
    } catch {
      setRemoving(null);
      show('error', TX.removeFailed);
    } finally {
      setBusy(null);
    }
  };

  const askRemove = async (c: CertificateShape) => {
    if (!confirm) {
      setRemoving(c);
      return;
    }
    if (await confirm(TX.removeText(c.certificate_code, c.user_name))) await remove(c);
  };

  const runHostAction = async (c: CertificateShape, action: CertificateListAction, index: number) => {
    setBusy({ id: c.id, action: `host-${index}` });
    try {
      await action.run(c);
    } catch (error) {
      show('error', serverMessage(error, action.failed));
    } finally {
      setBusy(null);
    }
  };

  const act = (c: CertificateShape, action: ItemAction) => {
    if (action === 'view' || action === 'download') void download(c, action === 'view');
    else if (action === 'validate') void validate(c);
    else if (action === 'revoke') setRevoking(c);
    else if (action === 'acknowledge') setAcknowledging(c);
    else void askRemove(c);
  };

  const item = (c: CertificateShape, openCourse?: () => void) => (
    <CertificateItem
      key={c.id}
      certificate={c}
      admin={admin}
      busy={busy?.id === c.id ? busy.action : null}
      onAction={(action) => act(c, action)}
      hostActions={actions}
      onHostAction={(action, index) => void runHostAction(c, action, index)}
      onOpenCourse={openCourse}
    />
  );

  const groups = state.status === 'ready' ? visibleGroups(state.data, { courseId, query }) : null;
  const total = state.status === 'ready' ? state.data.permanent.length + state.data.temporary.length : 0;
  const shown = groups ? groups.permanent.length + groups.temporary.length : 0;
  const empty = emptyText ?? (courseId !== undefined ? TX.notFoundForCourse : admin ? TX.empty : TX.emptyStudent);

  const section = (key: 'permanent' | 'temporary', list: CertificateShape[]) => (
    <section className="trilha-certs__group" aria-labelledby={`${searchId}-${key}`}>
      <header className="trilha-certs__group-head">
        <h3 className="trilha-subtitle" id={`${searchId}-${key}`}>
          {key === 'permanent' ? TX.official : TX.temporary}
          <span className="trilha-certs__count">{list.length}</span>
        </h3>
        <p className="trilha-hint">{key === 'permanent' ? TX.officialHint : TX.temporaryHint}</p>
      </header>
      {list.length === 0 ? (
        <p className="trilha-certs__none">{TX.emptyGroup}</p>
      ) : (
        <ul className="trilha-certs__list">
          {list.map((c) =>
            item(c, onNavigate ? () => onNavigate({ kind: 'course', courseId: c.course_id }) : undefined),
          )}
        </ul>
      )}
    </section>
  );

  return (
    <div className={className ? `trilha-certificates ${className}` : 'trilha-certificates'} lang="pt-BR" ref={rootRef}>
      <style>{CERTIFICATE_LIST_CSS}</style>
      {notice && (
        <div
          key={notice.id}
          className={`trilha-alert trilha-alert--${notice.kind === 'success' ? 'success' : 'danger'} trilha-certs__notice`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.kind === 'success' ? <IconCheckCircle /> : <IconCircleAlert />}
          <span className="trilha-certs__notice-text">{notice.text}</span>
          <button
            type="button"
            className="trilha-icon-btn trilha-icon-btn--sm"
            aria-label={TX.dismiss}
            onClick={() => setNotice(null)}
          >
            <IconClose />
          </button>
        </div>
      )}

      {state.status === 'loading' && (
        <div className="trilha-state" role="status">
          <span className="trilha-state__icon trilha-spin">
            <IconSpinner />
          </span>
          <p className="trilha-state__text">{TX.loading}</p>
        </div>
      )}
      {state.status === 'error' && (
        <div className="trilha-state trilha-state--error" role="alert">
          <span className="trilha-state__icon">
            <IconCircleAlert />
          </span>
          <p className="trilha-state__text">{TX.loadFailed}</p>
          <div className="trilha-state__actions">
            <button type="button" className="trilha-btn trilha-btn--primary" onClick={() => void retry()}>
              <IconRestart />
              {TX.retry}
            </button>
          </div>
        </div>
      )}
      {groups && shown === 0 && !query.trim() && (
        <div className="trilha-state">
          <span className="trilha-state__icon">
            <IconAwardCompact />
          </span>
          <p className="trilha-state__text">{empty}</p>
        </div>
      )}
      {groups && (shown > 0 || query.trim()) && (
        <div className="trilha-certs">
          {admin && courseId === undefined && total > 0 && (
            <div className="trilha-certs__search">
              <label htmlFor={searchId} className="trilha-sr">
                {TX.search}
              </label>
              <IconSearchCompact />
              <input
                id={searchId}
                type="search"
                className="trilha-input"
                placeholder={TX.searchPlaceholder}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
          )}
          {shown === 0 ? (
            <p className="trilha-empty">{TX.noMatch}</p>
          ) : courseId !== undefined ? (
            <ul className="trilha-certs__list">{[...groups.permanent, ...groups.temporary].map((c) => item(c))}</ul>
          ) : (
            <>
              {section('permanent', groups.permanent)}
              {section('temporary', groups.temporary)}
            </>
          )}
        </div>
      )}

      {revoking && (
        <RevokeDialog
          certificate={revoking}
          onCancel={() => setRevoking(null)}
          onConfirm={(reason) => revoke(revoking, reason)}
        />
      )}
      {acknowledging && (
        <AcknowledgmentDialog
          certificate={acknowledging}
          providerName={providerName}
          onAcknowledged={() => void reload()}
          onClose={() => {
            const id = acknowledging.id;
            setAcknowledging(null);
            // Once confirmed, the button that opened the dialog is gone: the focus goes to the confirmation.
            setTimeout(() => rootRef.current?.querySelector<HTMLElement>(`[data-acknowledged="${id}"]`)?.focus());
          }}
        />
      )}
      {removing && (
        <ConfirmModal
          title={TX.removeTitle}
          icon={<IconTrashCompact />}
          tone="warning"
          danger
          confirmLabel={TX.remove}
          cancelLabel={TX.cancel}
          onCancel={() => setRemoving(null)}
          onConfirm={() => remove(removing)}
        >
          <p>{TX.removeText(removing.certificate_code, removing.user_name)}</p>
        </ConfirmModal>
      )}
    </div>
  );
}
