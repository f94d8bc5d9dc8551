import Button from 'antd-mobile/es/components/button';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { SUBMISSION_MAX_PHOTOS } from '#shared/contract/device-limits';
import { getModelList, getMySubmissions, submitReport } from '#shared/contract/refs/device';
import { hasText, normalizeLang, text } from '#shared/rules/texts';
import { showToast } from '../../components/feedback';
import { LazyPullToRefresh } from '../../components/LazyPullToRefresh';
import { lazyChecks, useSubmitOnce } from '../../components/form-kit-checks';
import { PhotoField, type Photo } from '../../components/PhotoField';
import { SegmentTabs } from '../../components/SegmentTabs';
import { normalizeModel } from './model-path';
import { SubmissionList } from './SubmissionList';
import './device.css';

type Kind = 'problem' | 'request';
/** The checks are the page's own (below); what loads on the form's first focus is the rule texts their messages show. */
const checks = lazyChecks(() => Promise.resolve(null));
type Field = 'description' | 'photos' | 'model' | 'serialNo';
const LOOK = { list: 'h5-submit__photos', item: 'h5-submit__photo', state: 'h5-submit__photo-state', remove: 'h5-submit__remove', add: 'h5-submit__add' };

/**
 * /mobile/submit: a field staff member reports a device problem or a request with photos
 * taken by the phone camera (<input capture="environment">), uploaded as they are taken;
 * their submissions are listed below (pull to refresh).
 */
export default function SubmitPage() {
  const { t, i18n } = useTranslation('device');
  const lang = normalizeLang(i18n.language);
  const [params] = useSearchParams();
  const models = useCommand(getModelList, {});
  const mine = useCommand(getMySubmissions, {}, { page: 1, rows: 20 });
  const [kind, setKind] = useState<Kind>('problem');
  const [model, setModel] = useState(() => (params.get('model') ? normalizeModel(params.get('model')!) : ''));
  const [serialNo, setSerialNo] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const once = useSubmitOnce();
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = once(async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    await checks.load();
    const found: Partial<Record<Field, string>> = {};
    if (!description.trim()) found.description = 'rule.general.required.enter';
    else if (description.trim().length > 500) found.description = 'device.submit.tooLong';
    if (photos.some((p) => p.state === 'uploading')) found.photos = t('submit.waitUpload');
    setErrors(found);
    if (found.description) return formRef.current?.querySelector<HTMLElement>('[name="description"]')?.focus();
    if (found.photos) return;
    setSubmitting(true);
    try {
      await call(
        submitReport,
        {
          kind,
          description: description.trim(),
          ...(model ? { model } : {}),
          ...(serialNo.trim() ? { serialNo: serialNo.trim() } : {}),
          photos: photos.filter((p) => p.state === 'done').map((p) => p.fileId!),
        },
        { showError: true },
      );
      showToast(t('submit.done'), 'success');
      setDescription('');
      setSerialNo('');
      setPhotos([]);
      mine.reload();
    } catch (err) {
      if (err instanceof GatewayError && err.field) setErrors((x) => ({ ...x, [err.field as Field]: err.info }));
    } finally {
      setSubmitting(false);
    }
  });

  const error = (f: Field) =>
    errors[f] ? (
      <p className="h5-login__error h5-device-error" id={`submit-${f}-error`} role="alert">
        {hasText(errors[f]!) ? text(errors[f]!, lang) : errors[f]}
      </p>
    ) : null;

  return (
    <div className="h5-device-page">
      <LazyPullToRefresh
        onRefresh={async () => {
          await call(getMySubmissions, {}, { page: 1, rows: 20 }).catch(() => undefined);
          mine.reload();
        }}
        pullingText={t('refresh.pulling')}
        canReleaseText={t('refresh.release')}
        refreshingText={t('refresh.refreshing')}
        completeText={t('refresh.done')}
      >
        <header className="h5-device-hero">
          <h1 className="h5-device-hero__title">{t('submit.title')}</h1>
          <p className="h5-device-hero__lead">{t('submit.lead')}</p>
        </header>
        <div className="h5-device-body">
          <form ref={formRef} className="h5-device-section h5-submit" onSubmit={onSubmit} onFocus={checks.preload} noValidate>
            <SegmentTabs
              label={t('submit.kind')}
              value={kind}
              onChange={setKind}
              options={[
                { value: 'problem', label: t('submit.problem') },
                { value: 'request', label: t('submit.request') },
              ]}
            />
            <label className="h5-submit__label" htmlFor="submit-model">
              {t('submit.model')}
            </label>
            <select id="submit-model" className="h5-submit__input" name="model" value={model} onChange={(e) => setModel(e.target.value)}>
              <option value="">{t('submit.modelNone')}</option>
              {(models.data ?? []).map((m) => (
                <option key={m.model} value={m.model}>
                  {m.model} · {m.name}
                </option>
              ))}
            </select>
            {error('model')}
            <label className="h5-submit__label" htmlFor="submit-serial">
              {t('submit.serialNo')}
            </label>
            <input
              id="submit-serial"
              className="h5-submit__input"
              name="serialNo"
              maxLength={40}
              autoComplete="off"
              placeholder={t('submit.serialNoPlaceholder')}
              value={serialNo}
              onChange={(e) => setSerialNo(e.target.value.replace(/[^A-Za-z0-9-]/g, ''))}
            />
            {error('serialNo')}
            <label className="h5-submit__label" htmlFor="submit-description">
              {t('submit.description')}
            </label>
            <textarea
              id="submit-description"
              className="h5-submit__input h5-submit__textarea"
              name="description"
              maxLength={500}
              rows={4}
              placeholder={t(kind === 'problem' ? 'submit.problemPlaceholder' : 'submit.requestPlaceholder')}
              value={description}
              onChange={(e) => {
                setDescription(e.target.value);
                setErrors((x) => ({ ...x, description: undefined }));
              }}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? 'submit-description-error' : undefined}
            />
            <p className="h5-submit__count">{description.length}/500</p>
            {error('description')}

            <p className="h5-submit__label">{t('submit.photos', { count: SUBMISSION_MAX_PHOTOS })}</p>
            <PhotoField
              photos={photos}
              setPhotos={setPhotos}
              max={SUBMISSION_MAX_PHOTOS}
              look={LOOK}
              texts={{ uploading: t('submit.uploading'), failed: t('submit.failed'), remove: t('submit.removePhoto'), takePhoto: t('submit.takePhoto'), limit: t('submit.photoLimit', { count: SUBMISSION_MAX_PHOTOS }) }}
              onAdd={() => setErrors((e) => ({ ...e, photos: undefined }))}
            />
            {error('photos')}
            <Button type="submit" block color="primary" size="large" loading={submitting}>
              {t('submit.submit')}
            </Button>
          </form>

          <section className="h5-device-section" aria-labelledby="my-submissions">
            <h2 id="my-submissions" className="h5-device-section__title">
              {t('submit.mine')}
            </h2>
            <SubmissionList state={mine} />
          </section>
        </div>
      </LazyPullToRefresh>
    </div>
  );
}
