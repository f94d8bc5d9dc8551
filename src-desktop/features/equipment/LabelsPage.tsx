import { Alert, Button, Radio } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import type { Equipment } from '#shared/contract/equipment';
import { equipmentList } from '#shared/contract/refs/equipment';
import { RequireRun } from '../../components/Authority';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { deviceCheckUrl, LABEL_SHEETS, labelLayout, pagesOf, parseIds, sheetById, type LabelSheet } from './label-sheets';
import styles from './labels.module.css';

/**
 * /memberCenter/deviceInfo/labels?ids=1,2,3&size=a4-3x8: QR labels for the chosen devices (decision
 * 0056). The devices come from equipment/getList (device.view, the member's data scope: ids outside
 * it are left out and counted); each code points to the device's H5 check page. The sheet prints
 * through the print stylesheet (`@page` sized to the sheet) and saves as PDF through the browser's print.
 */
export default function LabelsPage() {
  const { t } = useTranslation('equipment');
  return (
    <MemberPage title={t('labels.title')} testId="labels-page">
      <RequireRun command={equipmentList}>
        <Labels />
      </RequireRun>
    </MemberPage>
  );
}

function Labels() {
  const { t } = useTranslation('equipment');
  const [params, setParams] = useSearchParams();
  const ids = useMemo(() => parseIds(params.get('ids')), [params]);
  const sheet = sheetById(params.get('size'));
  const devices = useCommand(equipmentList, { ids: ids.length ? ids : [1], page: 1, rows: 100 }, { enabled: ids.length > 0 });
  const list = devices.data?.list ?? [];
  // The list command answers newest first: the sheet keeps the order the ids came in.
  const ordered = useMemo(() => ids.map((id) => list.find((d) => d.id === id)).filter((d): d is Equipment => !!d), [ids, list]);
  const codes = useQrCodes(ordered, sheet);

  const back = (
    <Link to="/memberCenter/deviceInfo" className={styles.back}>
      {t('labels.back')}
    </Link>
  );
  if (!ids.length)
    return (
      <div className={styles.empty} role="status">
        <p>{t('labels.noIds')}</p>
        {back}
      </div>
    );
  if (devices.error && !devices.loading) return <LoadError info={devices.error.info} onRetry={devices.reload} />;
  if (devices.loading || !devices.data)
    return (
      <p className={styles.empty} role="status">
        {t('labels.loading')}
      </p>
    );
  if (!ordered.length)
    return (
      <div className={styles.empty} role="status">
        <p>{t('labels.noneFound')}</p>
        {back}
      </div>
    );
  const missing = ids.length - ordered.length;
  const ready = ordered.every((d) => codes[d.id]);

  return (
    <>
      <style>{`@page { size: ${sheet.page.w}mm ${sheet.page.h}mm; margin: 0; }`}</style>
      <div className={styles.toolbar}>
        <fieldset className={styles.sizes}>
          <legend className={styles.legend}>{t('labels.size')}</legend>
          <Radio.Group
            value={sheet.id}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              next.set('size', e.target.value as string);
              setParams(next, { replace: true });
            }}
            options={LABEL_SHEETS.map((s) => ({ value: s.id, label: t(`labels.sheet.${s.id}`) }))}
          />
        </fieldset>
        <div className={styles.actions}>
          {back}
          <Button onClick={() => window.print()} disabled={!ready}>
            {t('labels.print')}
          </Button>
          <Button type="primary" onClick={() => window.print()} disabled={!ready} aria-describedby="labels-pdf-hint">
            {t('labels.pdf')}
          </Button>
        </div>
      </div>
      <p id="labels-pdf-hint" className={styles.hint}>
        {t('labels.pdfHint')}
      </p>
      <p className={styles.hint} role="status">
        {t('labels.count', { count: ordered.length, pages: pagesOf(ordered, sheet).length })}
      </p>
      {missing > 0 ? <Alert type="warning" showIcon className={styles.missing} title={t('labels.missing', { count: missing })} /> : null}
      {/* Wider than the content at small widths: it scrolls, so it takes focus (keyboard scrolling). */}
      <div className={styles.sheet} data-testid="label-sheet" data-sheet={sheet.id} role="region" aria-label={t('labels.sheetName')} tabIndex={0}>
        <SheetPages devices={ordered} sheet={sheet} codes={codes} />
      </div>
      {/* The printed copy: a direct child of body, the only thing print media shows (the screen copy sits inside the layout). */}
      {createPortal(
        <div className={styles.printRoot} aria-hidden="true">
          <SheetPages devices={ordered} sheet={sheet} codes={codes} print />
        </div>,
        document.body,
      )}
    </>
  );
}

/** The sheet's pages; the printed copy has no names for assistive technology (the screen copy has them). */
function SheetPages({ devices, sheet, codes, print = false }: { devices: Equipment[]; sheet: LabelSheet; codes: Record<number, string>; print?: boolean }) {
  const { t } = useTranslation('equipment');
  const layout = labelLayout(sheet);
  return pagesOf(devices, sheet).map((page, i) => (
    <ul
      key={i}
      className={styles.page}
      aria-label={print ? undefined : t('labels.page', { page: i + 1 })}
      style={{
        width: `${sheet.page.w}mm`,
        height: `${sheet.page.h}mm`,
        paddingTop: `${sheet.margin.top}mm`,
        paddingLeft: `${sheet.margin.left}mm`,
        gridTemplateColumns: `repeat(${sheet.cols}, ${sheet.label.w}mm)`,
        gridAutoRows: `${sheet.label.h}mm`,
        columnGap: `${sheet.gap.x}mm`,
        rowGap: `${sheet.gap.y}mm`,
      }}
    >
      {page.map((d) => (
        <li key={d.id} className={styles.label} style={{ padding: `${layout.padding}mm`, fontSize: `${sheet.fontPt}pt` }} data-testid={print ? undefined : 'device-label'}>
          {codes[d.id] ? (
            <img src={codes[d.id]} alt={print ? '' : t('labels.codeAlt', { name: d.name, sn: d.sn })} style={{ width: `${layout.qr}mm`, height: `${layout.qr}mm` }} />
          ) : print ? null : (
            <span role="img" aria-label={t('labels.codeLoading', { sn: d.sn })} className={styles.placeholder} style={{ width: `${layout.qr}mm`, height: `${layout.qr}mm` }} />
          )}
          <span className={styles.name}>{d.name}</span>
          <span className={styles.sn}>{d.sn}</span>
        </li>
      ))}
    </ul>
  ));
}

/** The devices' codes as PNG data URLs, made by `qrcode` (loaded with the first label, not with the page). */
function useQrCodes(devices: Equipment[], sheet: LabelSheet): Record<number, string> {
  const [codes, setCodes] = useState<Record<number, string>>({});
  const key = devices.map((d) => `${d.id}:${d.sn}`).join(',');
  // Enough pixels for the printed size at 300 dpi, in steps so a size change rarely redraws.
  const width = labelLayout(sheet).qr > 40 ? 800 : 320;
  useEffect(() => {
    if (!devices.length) return;
    let live = true;
    void import('qrcode').then(async ({ toDataURL }) => {
      const made: Record<number, string> = {};
      for (const d of devices) made[d.id] = await toDataURL(deviceCheckUrl(window.location.origin, d.sn), { errorCorrectionLevel: 'M', margin: 1, width });
      if (live) setCodes(made);
    });
    return () => {
      live = false;
    };
  }, [key, width]);
  return codes;
}
