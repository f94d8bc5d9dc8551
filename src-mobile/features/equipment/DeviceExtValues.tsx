import type { ExtendedField } from '#shared/contract/extended-field';
import { useTranslation } from 'react-i18next';

/** A stored extended value as people read it: a select's label, the rest as stored. */
function shown(f: ExtendedField, v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  if (f.type === 'select') return f.options.find((o) => o.key === v)?.label ?? String(v);
  return String(v);
}

/**
 * The device's extended values (asset no., category, rated power...) as facts of the card: field
 * staff compare them with the machine's nameplate and tag before they record a check.
 */
export function DeviceExtValues({ fields, ext }: { fields: ExtendedField[]; ext: Record<string, unknown> }) {
  const { t } = useTranslation('mmember');
  if (!fields.length) return null;
  return (
    <>
      <h3 className="h5-check__sub">{t('deviceCheck.details')}</h3>
      <dl className="h5-check__facts" data-testid="check-ext">
        {fields.map((f) => (
          <div key={f.key} className="h5-check__fact">
            <dt>{f.label}</dt>
            <dd>{shown(f, ext[f.key])}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
