import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { getComponentMaterialList, getCompleteInfoByFacSn, getProductFieldList } from '#shared/contract/refs/factory';
import { FACTORY_MAX_PHOTOS, normalizeFacSn } from '#shared/rules/factory-sn';
import { hasText, normalizeLang, text } from '#shared/rules/texts';
import { showToast } from '../../components/feedback';
import { StateBlock } from '../../components/StateBlock';
import { HUB, LoadError, Skeleton, StatusTag } from './common';
import { ChoiceChips } from './ChoiceChips';
import { useSubmitOnce } from '../../components/form-kit-checks';
import { factoryChecks } from './factory-checks';
import { PhotoField, type Photo } from './PhotoField';
import './factory.css';

type Field = 'name' | 'address' | 'contactName' | 'contactMobile' | 'deviceCount' | 'area' | 'materials' | 'productFields' | 'photos';
const TEXT_FIELDS = ['name', 'address', 'contactName', 'contactMobile'] as const;
const MAX = { name: 60, address: 120, contactName: 30, contactMobile: 11 };

/**
 * /mobile/completeFacSubmit?facSn=: the field admin completes a factory's info on site, with
 * photos from the phone camera, checked by the same schema as the server before it is sent.
 */
function CompleteFacSubmitPage() {
  const { t, i18n } = useTranslation('factory');
  const lang = normalizeLang(i18n.language);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const facSn = normalizeFacSn(params.get('facSn') ?? '');
  const info = useCommand(getCompleteInfoByFacSn, { facSn }, { enabled: !!facSn });
  const materials = useCommand(getComponentMaterialList, {});
  const fields = useCommand(getProductFieldList, {});
  const [v, setV] = useState({ name: '', address: '', contactName: '', contactMobile: '', deviceCount: '', area: '' });
  const [chosen, setChosen] = useState<{ materials: string[]; productFields: string[] }>({ materials: [], productFields: [] });
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const once = useSubmitOnce();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const d = info.data;
    if (!d) return;
    setV({
      name: d.name,
      address: d.address ?? '',
      contactName: d.contactName ?? '',
      contactMobile: d.contactMobile ?? '',
      deviceCount: d.deviceCount ? String(d.deviceCount) : '',
      area: d.area ? String(d.area) : '',
    });
    setChosen({ materials: d.materials, productFields: d.productFields });
    setPhotos(d.photos.map((p) => ({ key: p.fileId, preview: p.url, state: 'done', fileId: p.fileId })));
  }, [info.data]);

  if (!facSn)
    return (
      <StateBlock title={t('complete.noFacSn')}>
        <Link className="h5-link-button" to="/mobile/tabCompleteFacQuery">
          {t('complete.queryTitle')}
        </Link>
      </StateBlock>
    );
  if (info.loading && !info.data) return <Skeleton />;
  if (info.error || !info.data) return <LoadError error={info.error!} onRetry={info.reload} />;
  const d = info.data;
  if (!d.editable)
    return (
      <StateBlock title={d.name} description={t('complete.notEditable', { status: t(`status.${d.status}`) })}>
        <Link className="h5-link-button" to={`${HUB}?tab=statusList`}>
          {t('action.viewStatus')}
        </Link>
      </StateBlock>
    );

  const set = (f: keyof typeof v, value: string) => {
    setV((x) => ({ ...x, [f]: value }));
    setErrors((x) => ({ ...x, [f]: undefined }));
  };

  const save = once(async (e: FormEvent, thenPush: boolean) => {
    e.preventDefault();
    if (busy) return;
    if (photos.some((p) => p.state === 'uploading')) return setErrors({ photos: t('complete.waitUpload') });
    const body = {
      facSn,
      name: v.name,
      address: v.address,
      contactName: v.contactName,
      contactMobile: v.contactMobile,
      deviceCount: v.deviceCount === '' ? undefined : Number(v.deviceCount),
      ...(v.area ? { area: Number(v.area) } : {}),
      materials: chosen.materials,
      productFields: chosen.productFields,
      photos: photos.filter((p) => p.state === 'done').map((p) => p.fileId!),
    };
    const { saveCompleteInfoByFacSn } = await factoryChecks.load();
    const parsed = saveCompleteInfoByFacSn.params.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const i of parsed.error.issues) found[String(i.path[0]) as Field] ??= hasText(i.message) ? i.message : 'rule.general.required.enter';
      setErrors(found);
      const first = Object.keys(found)[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"], [data-field="${first}"] input, [data-field="${first}"] button`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await call(saveCompleteInfoByFacSn, parsed.data);
      showToast(t('complete.saved'), 'success');
      if (thenPush) navigate(`/mobile/factorySubmit?facSn=${facSn}`);
      else info.reload();
    } catch (err) {
      if (err instanceof GatewayError) {
        if (err.field) setErrors({ [err.field.split('.')[0] as Field]: err.info });
        else showToast(err.info);
      }
    } finally {
      setBusy(false);
    }
  });

  const error = (f: Field) =>
    errors[f] ? (
      <p className="h5-fac-error" id={`fac-${f}-error`} role="alert">
        {hasText(errors[f]!) ? text(errors[f]!, lang) : errors[f]}
      </p>
    ) : null;
  const aria = (f: Field) => ({ 'aria-invalid': errors[f] ? true : undefined, 'aria-describedby': errors[f] ? `fac-${f}-error` : undefined });

  return (
    <div className="h5-fac-page">
      <header className="h5-fac-hero">
        <h1 className="h5-fac-hero__title">{t('complete.title')}</h1>
        <p className="h5-fac-card__meta">
          <span className="h5-fac-mono">{d.facSn}</span>
          <span>{d.companyName}</span>
          <StatusTag status={d.status} />
        </p>
        <p className="h5-fac-hero__lead">{t('complete.lead')}</p>
      </header>
      <form ref={formRef} className="h5-fac-form h5-fac-panel" onSubmit={(e) => save(e, false)} onFocus={factoryChecks.preload} noValidate>
        {TEXT_FIELDS.map((f) => (
          <div key={f}>
            <label className="h5-fac-label" htmlFor={`fac-${f}`}>
              {t(`field.${f}`)}
            </label>
            <input
              id={`fac-${f}`}
              name={f}
              className="h5-fac-input"
              maxLength={MAX[f]}
              inputMode={f === 'contactMobile' ? 'tel' : undefined}
              type={f === 'contactMobile' ? 'tel' : 'text'}
              autoComplete="off"
              value={v[f]}
              onChange={(e) => set(f, f === 'contactMobile' ? e.target.value.replace(/\D/g, '') : e.target.value)}
              {...aria(f)}
            />
            {error(f)}
          </div>
        ))}
        <div className="h5-fac-row">
          {(['deviceCount', 'area'] as const).map((f) => (
            <div key={f}>
              <label className="h5-fac-label" htmlFor={`fac-${f}`}>
                {t(`field.${f}`)}
              </label>
              <input
                id={`fac-${f}`}
                name={f}
                className="h5-fac-input"
                inputMode="numeric"
                maxLength={f === 'area' ? 8 : 6}
                autoComplete="off"
                value={v[f]}
                onChange={(e) => set(f, e.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, ''))}
                {...aria(f)}
              />
              {error(f)}
            </div>
          ))}
        </div>
        {(['materials', 'productFields'] as const).map((f) => (
          <div key={f} data-field={f}>
            <ChoiceChips
              name={f}
              label={t(`field.${f}`)}
              options={(f === 'materials' ? materials : fields).data ?? []}
              value={chosen[f]}
              onChange={(list) => {
                setChosen((c) => ({ ...c, [f]: list }));
                setErrors((x) => ({ ...x, [f]: undefined }));
              }}
              describedBy={errors[f] ? `fac-${f}-error` : undefined}
            />
            {error(f)}
          </div>
        ))}
        <div data-field="photos">
          <PhotoField
            label={t('field.photos', { count: FACTORY_MAX_PHOTOS })}
            place={v.address}
            photos={photos}
            setPhotos={(fn) => {
              setPhotos(fn);
              setErrors((x) => ({ ...x, photos: undefined }));
            }}
          />
          {error('photos')}
        </div>
        <div className="h5-fac-form__buttons">
          <Button type="submit" block size="large" loading={busy}>
            {t('action.save')}
          </Button>
          <Button block size="large" color="primary" loading={busy} onClick={(e) => save(e as unknown as FormEvent, true)}>
            {t('action.saveAndPush')}
          </Button>
        </div>
      </form>
    </div>
  );
}

export default CompleteFacSubmitPage;
