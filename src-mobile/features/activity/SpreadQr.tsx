import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A link as a QR code to scan from the screen. `qrcode` loads after the page is interactive (a
 * dynamic import in an effect), so /spread's first load stays within the 120 kB of shared-link pages.
 */
export function SpreadQr({ link, label }: { link: string; label: string }) {
  const { t } = useTranslation('spread');
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSrc(null);
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 480 }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [link]);
  if (failed) return <p className="spread-muted">{t('qr.failed')}</p>;
  return src ? (
    <img className="spread-qr__img" src={src} alt={label} data-testid="spread-qr" data-url={link} />
  ) : (
    <span className="spread-qr__img spread-qr__placeholder" role="img" aria-label={t('qr.drawing')} aria-busy="true" />
  );
}
