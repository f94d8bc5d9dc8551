import { Button, Empty, Input, InputNumber, Select, Space, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { useCanRun } from '#shared/auth/useCanRun';
import type { CodingRule, Segment } from '#shared/contract/coding-rule';
import { CODING_TARGETS, DATE_PATTERNS, RESET_PERIODS, type CodingTarget } from '#shared/contract/equipment-values';
import { codingRuleGet, codingRuleList, codingRuleSave } from '#shared/contract/refs/coding-rule';
import { renderSerial, sequenceOf } from '#shared/utils/serial-format';
import { RequireRun, RunButton } from '../../components/Authority';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import styles from './equipment.module.css';
import { toast } from '../../components/toast';

const DEFAULT_SEGMENTS: Segment[] = [
  { type: 'text', value: 'EQ-' },
  { type: 'date', pattern: 'YYYYMM' },
  { type: 'sequence', width: 4, start: 1, reset: 'monthly' },
];

/** /memberCenter/codingRule: the company's coding rules, one per target, as an ordered segment editor with a live preview. */
export default function CodingRulePage() {
  const { t } = useTranslation('equipment');
  const rules = useCommand(codingRuleList, {});
  return (
    <MemberPage title={t('rule.title')} testId="coding-rule-page">
      <RequireRun command={codingRuleList}>
        <Typography.Paragraph type="secondary">{t('rule.intro')}</Typography.Paragraph>
        {rules.error && !rules.loading ? (
          <LoadError info={rules.error.info} onRetry={rules.reload} />
        ) : (
          <Tabs
            items={CODING_TARGETS.map((target) => ({
              key: target,
              label: t(`rule.target.${target}`),
              children: rules.loading ? null : <RuleEditor key={`${target}-${rules.data?.length}`} target={target} rule={rules.data?.find((r) => r.target === target) ?? null} onSaved={rules.reload} />,
            }))}
          />
        )}
      </RequireRun>
    </MemberPage>
  );
}

function RuleEditor({ target, rule, onSaved }: { target: CodingTarget; rule: CodingRule | null; onSaved: () => void }) {
  const { t } = useTranslation('equipment');
  const canRun = useCanRun();
  const editable = canRun(codingRuleSave);
  const [name, setName] = useState(rule?.name ?? t(`rule.target.${target}`));
  const [segments, setSegments] = useState<Segment[]>(rule?.segments ?? DEFAULT_SEGMENTS);
  const [saving, setSaving] = useState(false);
  const next = useCommand(codingRuleGet, { ruleId: rule?.ruleId ?? 0 }, { enabled: !!rule });
  useEffect(() => setSegments(rule?.segments ?? DEFAULT_SEGMENTS), [rule]);

  const sequences = segments.filter((s) => s.type === 'sequence').length;
  const preview = useMemo(() => (sequences === 1 ? renderSerial(segments, sequenceOf(segments).start, new Date()) : ''), [segments, sequences]);
  const set = (i: number, s: Segment) => setSegments(segments.map((x, j) => (j === i ? s : x)));
  const move = (i: number, d: -1 | 1) => {
    const xs = [...segments];
    [xs[i], xs[i + d]] = [xs[i + d], xs[i]];
    setSegments(xs);
  };
  const add = (s: Segment) => setSegments([...segments, s]);

  const save = async () => {
    setSaving(true);
    try {
      const r = await call(codingRuleSave, { target, name: name.trim(), segments });
      toast.success(`${t('rule.saved')} · ${t('rule.nextNumber')}: ${r.preview}`);
      onSaved();
    } catch (e) {
      toast.error((e as GatewayError).info);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid={`rule-${target}`}>
      {!rule ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rule.none')} /> : null}
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <label>
          <div className={styles.muted}>{t('rule.name')}</div>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={30} style={{ maxWidth: 320 }} disabled={!editable} aria-label={t('rule.name')} />
        </label>
        <div>
          <div className={styles.muted}>{t('rule.preview')}</div>
          <output className={styles.preview} aria-live="polite" data-testid="rule-preview">
            {preview || '—'}
          </output>
          {rule && next.data ? (
            <div className={styles.muted}>
              {t('rule.nextNumber')}: <strong data-testid="rule-next">{next.data.preview}</strong>
            </div>
          ) : null}
          {sequences !== 1 ? <Typography.Text type="danger">{t('rule.oneSequence')}</Typography.Text> : null}
        </div>
        <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }} aria-label={t('rule.segments')}>
          {segments.map((s, i) => (
            <div className={styles.segment} key={i} role="group" aria-label={`${i + 1}. ${t(`rule.type.${s.type}`)}`}>
              <strong style={{ minWidth: 80 }}>{`${i + 1}. ${t(`rule.type.${s.type}`)}`}</strong>
              {s.type === 'text' ? (
                <label>
                  {t('rule.value')}
                  <Input value={s.value} maxLength={20} onChange={(e) => set(i, { ...s, value: e.target.value })} style={{ width: 160 }} />
                </label>
              ) : null}
              {s.type === 'date' ? (
                <label>
                  {t('rule.pattern')}
                  <Select value={s.pattern} style={{ width: 140 }} onChange={(pattern) => set(i, { ...s, pattern })} options={DATE_PATTERNS.map((p) => ({ value: p, label: p }))} aria-label={t('rule.pattern')} />
                </label>
              ) : null}
              {s.type === 'sequence' ? (
                <>
                  <label>
                    {t('rule.width')}
                    <InputNumber min={1} max={10} value={s.width} onChange={(v) => set(i, { ...s, width: v ?? 1 })} aria-label={t('rule.width')} />
                  </label>
                  <label>
                    {t('rule.start')}
                    <InputNumber min={0} max={999999999} value={s.start} onChange={(v) => set(i, { ...s, start: v ?? 0 })} aria-label={t('rule.start')} />
                  </label>
                  <label>
                    {t('rule.reset')}
                    <Select
                      value={s.reset}
                      style={{ width: 130 }}
                      onChange={(reset) => set(i, { ...s, reset })}
                      options={RESET_PERIODS.map((p) => ({ value: p, label: t(`rule.resetPeriod.${p}`) }))}
                      aria-label={t('rule.reset')}
                    />
                  </label>
                </>
              ) : null}
              <Space size={0} style={{ marginLeft: 'auto' }}>
                <Button type="text" onClick={() => move(i, -1)} disabled={i === 0} aria-label={t('rule.up')}>
                  ↑
                </Button>
                <Button type="text" onClick={() => move(i, 1)} disabled={i === segments.length - 1} aria-label={t('rule.down')}>
                  ↓
                </Button>
                <Button type="text" danger onClick={() => setSegments(segments.filter((_, j) => j !== i))} disabled={segments.length === 1} aria-label={t('rule.remove')}>
                  ✕
                </Button>
              </Space>
            </div>
          ))}
          <Space wrap>
            <Button onClick={() => add({ type: 'text', value: '-' })} disabled={segments.length >= 8}>
              {t('rule.add', { type: t('rule.type.text') })}
            </Button>
            <Button onClick={() => add({ type: 'date', pattern: 'YYYYMMDD' })} disabled={segments.length >= 8}>
              {t('rule.add', { type: t('rule.type.date') })}
            </Button>
            <Button onClick={() => add({ type: 'sequence', width: 4, start: 1, reset: 'never' })} disabled={segments.length >= 8 || sequences > 0}>
              {t('rule.add', { type: t('rule.type.sequence') })}
            </Button>
          </Space>
        </fieldset>
        <div>
          <RunButton command={codingRuleSave} type="primary" onClick={save} loading={saving} disabled={sequences !== 1 || !name.trim()}>
            {t('rule.save')}
          </RunButton>
        </div>
      </Space>
    </div>
  );
}
