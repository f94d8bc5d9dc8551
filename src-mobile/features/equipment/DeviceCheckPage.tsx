import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import type { Equipment } from '#shared/contract/equipment';
import { CHECK_RESULTS, MAX_CHECK_PHOTOS, type CheckResult } from '#shared/contract/equipment-values';
import { equipmentBySn, equipmentMobileCheck, equipmentUpdate } from '#shared/contract/refs/equipment';
import { getList as extendedFieldList } from '#shared/contract/refs/extended-field';
import type { ExtendedField } from '#shared/contract/extended-field';
import { useCommand } from '#shared/api/useCommand';
import { useCanRun } from '#shared/auth/useCanRun';
import { formatTime } from '#shared/utils/beijing-time';
import { showToast } from '../../components/feedback';
import { PhotoField, type Photo } from '../../components/PhotoField';
import { SegmentTabs } from '../../components/SegmentTabs';
import { availableScanner, scanInWeChat, scanWithCamera, serialFromCode } from './scan-code';
import '../device/device.css';
import { DeviceExtValues } from './DeviceExtValues';
import { ErrorCode } from '#shared/contract/errors';
import './device-check.css';

// antd-mobile's Form comes only with the edit, which few open: the check itself stays light.
const DeviceExtForm = lazy(() => import('./DeviceExtForm'));

const LOOK = { list: 'h5-submit__photos', item: 'h5-submit__photo', state: 'h5-submit__photo-state', remove: 'h5-submit__remove', add: 'h5-submit__add' };

/**
 * /mobile/deviceCheck: field staff open a device by its code (WeChat's scanner inside WeChat, the
 * camera with BarcodeDetector elsewhere, or the typed serial; ?sn= opens one directly) and record a
 * check: result, note, location and up to 6 photos. The device's last check shows above the form.
 */
export default function DeviceCheckPage() {
  const { t } = useTranslation('mmember');
  const [params] = useSearchParams();
  const [sn, setSn] = useState(params.get('sn') ?? '');
  const [device, setDevice] = useState<Equipment | null>(null);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState('');
  const [scanning, setScanning] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const abort = useRef<AbortController | null>(null);
  const scanner = availableScanner();

  const open = async (value: string) => {
    const serial = serialFromCode(value);
    if (!serial) return;
    setSn(serial);
    setOpening(true);
    setOpenError('');
    try {
      setDevice(await call(equipmentBySn, { sn: serial }));
    } catch (err) {
      setDevice(null);
      setOpenError(err instanceof GatewayError && err.code === ErrorCode.notFound ? t('deviceCheck.notFound') : (err as GatewayError).info);
    } finally {
      setOpening(false);
    }
  };

  useEffect(() => {
    if (params.get('sn')) void open(params.get('sn')!);
    return () => abort.current?.abort();
  }, []);

  const scan = async () => {
    if (scanner === 'wechat') {
      const code = await scanInWeChat();
      if (code) await open(code);
      return;
    }
    if (scanner !== 'camera' || !videoRef.current) return;
    abort.current = new AbortController();
    setScanning(true);
    try {
      const code = await scanWithCamera(videoRef.current, abort.current.signal);
      if (code) await open(code);
    } catch {
      showToast(t('deviceCheck.noScanner'), 'fail');
    } finally {
      setScanning(false);
    }
  };

  return (
    <div className="h5-device-page">
      <header className="h5-device-hero">
        <h1 className="h5-device-hero__title">{t('deviceCheck.title')}</h1>
      </header>
      <div className="h5-device-body">
        <form
          className="h5-device-section h5-check__open"
          onSubmit={(e) => {
            e.preventDefault();
            void open(sn);
          }}
        >
          <label className="h5-submit__label" htmlFor="check-sn">
            {t('deviceCheck.snLabel')}
          </label>
          <div className="h5-check__row">
            <input
              id="check-sn"
              className="h5-submit__input"
              name="sn"
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={t('deviceCheck.snPlaceholder')}
              value={sn}
              onChange={(e) => setSn(e.target.value.replace(/[^A-Za-z0-9_./-]/g, ''))}
              aria-describedby={openError ? 'check-sn-error' : undefined}
            />
            <Button type="submit" color="primary" loading={opening} disabled={!sn.trim()}>
              {t('deviceCheck.open')}
            </Button>
          </div>
          {scanner ? (
            <Button block fill="outline" color="primary" onClick={() => (scanning ? abort.current?.abort() : void scan())} className="h5-check__scan">
              {scanning ? t('deviceCheck.cancelScan') : t('deviceCheck.scan')}
            </Button>
          ) : (
            <p className="h5-check__hint">{t('deviceCheck.noScanner')}</p>
          )}
          <video ref={videoRef} className="h5-check__video" hidden={!scanning} muted playsInline aria-label={t('deviceCheck.scanning')} />
          {openError ? (
            <p className="h5-login__error h5-device-error" id="check-sn-error" role="alert">
              {openError}
            </p>
          ) : null}
        </form>
        {device ? <CheckForm key={device.id} device={device} onRecorded={() => void open(device.sn)} /> : null}
      </div>
    </div>
  );
}

function DeviceCard({ device, fields, onEdit }: { device: Equipment; fields: ExtendedField[]; onEdit?: () => void }) {
  const { t } = useTranslation('mmember');
  const c = device.lastCheck;
  return (
    <section className="h5-device-section h5-check__device" aria-labelledby="check-device-name" data-testid="check-device">
      <h2 id="check-device-name" className="h5-check__name">
        {device.name}
      </h2>
      <dl className="h5-check__facts">
        <dt>{t('deviceCheck.snLabel')}</dt>
        <dd>{device.sn}</dd>
        <dt>{t('deviceCheck.model')}</dt>
        <dd>{device.model}</dd>
        <dt>{t('deviceCheck.department')}</dt>
        <dd>{device.department?.name ?? '—'}</dd>
        <dt>{t('deviceCheck.location')}</dt>
        <dd>{device.location || '—'}</dd>
      </dl>
      <DeviceExtValues fields={fields} ext={device.ext} />
      {onEdit ? (
        <Button size="small" fill="outline" color="primary" onClick={onEdit}>
          {t('deviceCheck.edit')}
        </Button>
      ) : null}
      <h3 className="h5-check__sub">{t('deviceCheck.last')}</h3>
      {c ? (
        <div data-testid="check-last">
          <p>
            <span className={`h5-check__result h5-check__result--${c.result}`}>{t(`deviceCheck.result.${c.result}`)}</span> {t('deviceCheck.by', { name: c.memberName, time: formatTime(c.checkedAt) })}
          </p>
          {c.note ? <p className="h5-check__note">{c.note}</p> : null}
          {c.photos.length ? (
            <ul className="h5-submit__photos">
              {c.photos.map((p, i) => (
                <li key={p.fileId} className="h5-submit__photo">
                  <img src={p.url} alt={`${t('deviceCheck.photos')} ${i + 1}`} loading="lazy" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="h5-check__hint">{t('deviceCheck.noCheck')}</p>
      )}
    </section>
  );
}

function CheckForm({ device, onRecorded }: { device: Equipment; onRecorded: () => void }) {
  const { t } = useTranslation('mmember');
  const [result, setResult] = useState<CheckResult>('normal');
  const [note, setNote] = useState('');
  const [location, setLocation] = useState(device.location);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [editing, setEditing] = useState(false);
  const canRun = useCanRun();
  // The company's device fields: shown on the card, editable by those who may edit devices.
  const fields = useCommand(extendedFieldList, { target: 'device' }, { enabled: canRun(extendedFieldList) });
  const mayEdit = canRun(equipmentUpdate) && Boolean(fields.data?.length);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    if (photos.some((p) => p.state === 'uploading')) return setError(t('deviceCheck.waitUpload'));
    setSubmitting(true);
    setError('');
    try {
      await call(equipmentMobileCheck, {
        deviceId: device.id,
        result,
        note: note.trim(),
        location: location.trim(),
        photoFileIds: photos.filter((p) => p.state === 'done').map((p) => p.fileId!),
      });
      showToast(t('deviceCheck.recorded'), 'success');
      onRecorded();
    } catch (err) {
      setError((err as GatewayError).info);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <DeviceCard device={device} fields={fields.data ?? []} onEdit={mayEdit && !editing ? () => setEditing(true) : undefined} />
      {editing ? (
        <Suspense fallback={<p className="h5-check__hint">…</p>}>
          <DeviceExtForm
            device={device}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              onRecorded();
            }}
          />
        </Suspense>
      ) : null}
      <form className="h5-device-section h5-submit" onSubmit={(e) => void submit(e)} noValidate aria-label={t('deviceCheck.title')}>
        <SegmentTabs label={t('deviceCheck.result')} value={result} onChange={setResult} options={CHECK_RESULTS.map((r) => ({ value: r, label: t(`deviceCheck.result.${r}`) }))} />
        <label className="h5-submit__label" htmlFor="check-note">
          {t('deviceCheck.note')}
        </label>
        <textarea
          id="check-note"
          className="h5-submit__input h5-submit__textarea"
          name="note"
          maxLength={500}
          rows={3}
          placeholder={t('deviceCheck.notePlaceholder')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <label className="h5-submit__label" htmlFor="check-location">
          {t('deviceCheck.location')}
        </label>
        <input id="check-location" className="h5-submit__input" name="location" maxLength={100} value={location} onChange={(e) => setLocation(e.target.value)} />
        <span className="h5-submit__label">{t('deviceCheck.photos')}</span>
        <PhotoField
          photos={photos}
          setPhotos={setPhotos}
          max={MAX_CHECK_PHOTOS}
          look={LOOK}
          appType="deviceCheck"
          place={location}
          texts={{ uploading: t('deviceCheck.uploading'), failed: t('deviceCheck.failed'), remove: t('deviceCheck.removePhoto'), takePhoto: t('deviceCheck.takePhoto'), limit: t('deviceCheck.limit') }}
          onUploadError={(m) => showToast(m || t('deviceCheck.uploadFailed'), 'fail')}
        />
        {error ? (
          <p className="h5-login__error h5-device-error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" block color="primary" size="large" loading={submitting}>
          {t('deviceCheck.submit')}
        </Button>
      </form>
    </>
  );
}
