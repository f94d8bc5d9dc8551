import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getActivityRegDetail } from '#shared/contract/refs/activity';
import { formatTime } from '#shared/utils/beijing-time';
import { PageLoading } from '../../components/PageLoading';
import { StateBlock } from '../../components/StateBlock';
import { SalesmanError, SalesmanGate } from './SalesmanGate';
import { useSalesmanCommand } from './salesman';
import { ErrorCode } from '#shared/contract/errors';
import './spread.css';

/** /spread/detail?memberCode=: one sign-up of the salesman, with the full mobile to call. */
export default function SpreadDetailPage() {
  return (
    <SalesmanGate>
      <SpreadDetail />
    </SalesmanGate>
  );
}

function SpreadDetail() {
  const { t } = useTranslation('spread');
  const [params] = useSearchParams();
  const memberCode = params.get('memberCode') ?? '';
  const r = useSalesmanCommand(getActivityRegDetail, { memberCode });
  if (!memberCode) return <StateBlock title={t('detail.notFound')} />;
  if (r.loading && !r.data) return <PageLoading />;
  if (r.error?.code === ErrorCode.notFound || r.error?.code === ErrorCode.invalidParams) return <StateBlock title={t('detail.notFound')} />;
  if (r.error || !r.data) return <SalesmanError error={r.error!} onRetry={r.reload} />;
  const d = r.data;
  const rows: [string, React.ReactNode][] = [
    [t('detail.kind'), d.kind === 'company' ? t('list.company') : t('list.personal')],
    [t('detail.name'), d.name],
    [
      t('detail.mobile'),
      <a key="tel" href={`tel:${d.mobile}`} aria-label={`${t('detail.call')} ${d.mobile}`}>
        {d.mobile}
      </a>,
    ],
    [t('detail.memberCode'), d.memberCode],
    ...(d.companyName
      ? ([
          [t('detail.company'), d.companyName],
          [t('detail.companyCode'), d.companyCode],
        ] as [string, React.ReactNode][])
      : []),
    [t('detail.registeredAt'), formatTime(d.registeredAt)],
    [t('detail.activity'), d.activityTitle ?? '—'],
  ];
  return (
    <div className="spread">
      <section className="spread-card">
        <h1 className="spread-me__name">{d.companyName ?? d.name}</h1>
        <dl className="spread-dl" data-testid="spread-detail">
          {rows.map(([k, v]) => (
            <div key={k} className="spread-dl__row">
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
