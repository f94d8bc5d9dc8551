import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { CheckRecord } from '#shared/contract/factory';
import { addPushCheckRecord, getApprovePushInfo, startApproveApply, updatePushCheckRecord } from '#shared/contract/refs/factory';
import { note as noteRule } from '#shared/rules/factory';
import { hasText, normalizeLang, text } from '#shared/rules/texts';
import { showToast } from '../../components/feedback';
import { LoadError, Skeleton, StatusTag, useTimeFormat } from './common';

/**
 * A push's details in a bottom sheet: the factory, the platform's answer, the check records
 * (the field admin adds and edits his notes while it is pending) and, when rejected, submit again.
 */
export function PushDetailPopup({ pushId, onClose, onChanged }: { pushId: number | null; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('factory');
  return (
    <Popup visible={pushId !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="h5-fac-sheet" destroyOnClose aria-label={t('detail.title')}>
      {pushId !== null ? <Detail pushId={pushId} onClose={onClose} onChanged={onChanged} /> : null}
    </Popup>
  );
}

function Detail({ pushId, onClose, onChanged }: { pushId: number; onClose: () => void; onChanged: () => void }) {
  const { t, i18n } = useTranslation('factory');
  const lang = normalizeLang(i18n.language);
  const time = useTimeFormat();
  const d = useCommand(getApprovePushInfo, { pushId });
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<CheckRecord | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (d.loading && !d.data) return <Skeleton />;
  if (d.error || !d.data) return <LoadError error={d.error!} onRetry={d.reload} />;
  const p = d.data;

  const saveNote = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = noteRule.safeParse(note);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setBusy(true);
    try {
      if (editing) await call(updatePushCheckRecord, { recordId: editing.id, note: parsed.data });
      else await call(addPushCheckRecord, { pushId, note: parsed.data });
      showToast(t('detail.noteSaved'), 'success');
      setNote('');
      setEditing(null);
      setError(null);
      d.reload();
    } catch (err) {
      setError(err instanceof GatewayError ? err.info : String(err));
    } finally {
      setBusy(false);
    }
  };

  const resubmit = async () => {
    setBusy(true);
    try {
      await call(startApproveApply, { pushId }, { showError: true });
      showToast(t('detail.resubmitted'), 'success');
      d.reload();
      onChanged();
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="h5-fac-detail">
      <header className="h5-fac-detail__head">
        <h2 className="h5-fac-detail__title">{p.factoryName}</h2>
        <StatusTag status={p.status} />
      </header>
      <dl className="h5-fac-dl">
        <dt>{t('field.facSn')}</dt>
        <dd className="h5-fac-mono">{p.facSn}</dd>
        <dt>{t('field.companyName')}</dt>
        <dd>{p.companyName}</dd>
        <dt>{t('field.kind')}</dt>
        <dd>{t(`kind.${p.kind}`)}</dd>
        {p.remark ? (
          <>
            <dt>{t('detail.remark')}</dt>
            <dd>{p.remark}</dd>
          </>
        ) : null}
        {p.changes ? (
          <>
            <dt>{t('detail.changes')}</dt>
            <dd>
              {Object.entries(p.changes)
                .map(([k, v]) => `${t(`field.${k}`)}: ${v}`)
                .join(t('list.sep'))}
            </dd>
          </>
        ) : null}
        {p.rejectReason ? (
          <>
            <dt>{t('detail.rejectReason')}</dt>
            <dd className="h5-fac-card__missing">{p.rejectReason}</dd>
          </>
        ) : null}
      </dl>

      <h3 className="h5-fac-section-title">{t('detail.records')}</h3>
      <ol className="h5-fac-records">
        {p.records.map((r) => (
          <li key={r.id} className={`h5-fac-record h5-fac-record--${r.action}`}>
            <p className="h5-fac-record__head">
              <strong>{t(`detail.action.${r.action}`)}</strong>
              <span>{r.actor}</span>
              <time dateTime={r.createdAt}>{time(r.createdAt)}</time>
            </p>
            {r.note ? (
              <p className="h5-fac-record__note">
                {r.note}
                {r.updatedAt ? t('detail.edited') : ''}
              </p>
            ) : null}
            {r.editable ? (
              <button
                type="button"
                className="h5-fac-linkbtn"
                onClick={() => {
                  setEditing(r);
                  setNote(r.note ?? '');
                }}
              >
                {t('action.editNote')}
              </button>
            ) : null}
          </li>
        ))}
      </ol>

      {p.status === 'pending' ? (
        <form className="h5-fac-form" onSubmit={(e) => void saveNote(e)} noValidate>
          <label className="h5-fac-label" htmlFor="push-note">
            {t('field.note')}
          </label>
          <textarea
            id="push-note"
            name="note"
            className="h5-fac-input h5-fac-textarea"
            rows={3}
            maxLength={200}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'push-note-error' : undefined}
          />
          {error ? (
            <p className="h5-fac-error" id="push-note-error" role="alert">
              {hasText(error) ? text(error, lang) : error}
            </p>
          ) : null}
          <div className="h5-fac-card__actions">
            {editing ? (
              <Button
                onClick={() => {
                  setEditing(null);
                  setNote('');
                }}
              >
                {t('action.cancel')}
              </Button>
            ) : null}
            <Button type="submit" color="primary" loading={busy}>
              {editing ? t('action.saveNote') : t('action.addNote')}
            </Button>
          </div>
        </form>
      ) : null}
      {p.canResubmit ? (
        <Button block color="primary" loading={busy} onClick={() => void resubmit()}>
          {t('action.resubmit')}
        </Button>
      ) : null}
      <Button block className="h5-fac-close" onClick={onClose}>
        {t('action.close')}
      </Button>
    </div>
  );
}
