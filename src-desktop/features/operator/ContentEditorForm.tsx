import { Button, Col, Drawer, Input, InputNumber, message, Row, Select, Switch } from 'antd';
import { Form } from '../../components/Form';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GatewayError } from '#shared/api/gateway-error';
import type { ContentKind, ContentRow } from '#shared/contract/content-admin';
import { save } from '#shared/contract/refs/content-admin';
import { useLang } from '../../components/useLang';
import { ContentEditorPreview } from './ContentEditorPreview';
import { fieldRule, fieldsOf, isRequired, maxOf, paramsOf, valuesOf } from './ContentEditorRules';
import { opCall } from './op-session';
import styles from './ContentEditor.module.css';
import { ErrorCode } from '#shared/contract/errors';

const ADDRESS = new Set(['coverUrl', 'imageUrl', 'linkUrl', 'linkAddress']);
const SHORT_TEXT = /^(summary|subtitle|content)(Zh|En)$/;

/** Create (row absent) or edit one item of a kind: both languages side by side, checked by the contract. */
export function ContentEditorForm({ kind, row, onClose, onSaved }: { kind: ContentKind; row: ContentRow | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('opcontent');
  const lang = useLang();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  const links = Form.useWatch('containLinks', form) as boolean | undefined;
  const bodyZh = Form.useWatch('bodyZh', form) as string | undefined;
  const bodyEn = Form.useWatch('bodyEn', form) as string | undefined;
  const fields = fieldsOf(kind);
  const initial = row ? valuesOf(kind, row.fields) : { category: 'industry', type: 1, sort: 0, containLinks: false };
  const all = () => form.getFieldsValue(true) as Record<string, unknown>;

  const submit = async () => {
    setBusy(true);
    try {
      await opCall(save, paramsOf(kind, all(), row?.id) as never);
      message.success(t(row ? 'done.saved' : 'done.created'));
      onSaved();
      onClose();
    } catch (e) {
      const err = e as GatewayError;
      if (err instanceof GatewayError && err.code === ErrorCode.invalidParams && err.field && fields.includes(err.field)) form.setFields([{ name: err.field, errors: [err.info] }]);
      else message.error(err.info);
    } finally {
      setBusy(false);
    }
  };

  const widget = (f: string): ReactNode => {
    const max = maxOf(kind, f);
    if (f === 'category') return <Select options={(['industry', 'announcement'] as const).map((v) => ({ value: v, label: t(`category.${v}`) }))} />;
    if (f === 'type') return <Select options={[1, 2, 3, 4].map((v) => ({ value: v, label: t(`caseType.${v}`) }))} />;
    if (f === 'sort') return <InputNumber name={f} min={0} max={999} precision={0} style={{ width: 160 }} />;
    if (f === 'containLinks') return <Switch />;
    if (f.startsWith('body')) return <Input.TextArea name={f} rows={8} maxLength={max} spellCheck={false} style={{ fontFamily: 'monospace' }} />;
    if (SHORT_TEXT.test(f)) return <Input.TextArea name={f} rows={3} maxLength={max} showCount />;
    return <Input name={f} maxLength={max} placeholder={ADDRESS.has(f) ? t('linkHint') : undefined} />;
  };

  const item = (f: string) => (
    <Form.Item
      key={f}
      name={f}
      label={t(`field.${f}`)}
      required={f !== 'containLinks' && (isRequired(kind, f) || (f === 'linkAddress' && !!links))}
      valuePropName={f === 'containLinks' ? 'checked' : 'value'}
      extra={f.startsWith('body') ? t('htmlHint') : undefined}
      dependencies={f === 'linkAddress' ? ['containLinks'] : undefined}
      rules={[fieldRule(kind, f, all, lang)]}
    >
      {widget(f)}
    </Form.Item>
  );

  // Pair each Chinese field with its English twin on one row; the rest take the full width.
  const rows: ReactNode[] = [];
  for (const f of fields) {
    if (f.endsWith('En') && fields.includes(`${f.slice(0, -2)}Zh`)) continue;
    if (f === 'linkAddress' && !links) continue;
    const twin = f.endsWith('Zh') ? `${f.slice(0, -2)}En` : null;
    if (twin && fields.includes(twin)) {
      rows.push(
        <Row gutter={16} key={f}>
          <Col span={12}>{item(f)}</Col>
          <Col span={12}>{item(twin)}</Col>
        </Row>,
      );
      if (f === 'bodyZh')
        rows.push(
          <Row gutter={16} key="preview">
            <Col span={12}>
              <ContentEditorPreview html={bodyZh} lang="zh" />
            </Col>
            <Col span={12}>
              <ContentEditorPreview html={bodyEn} lang="en" />
            </Col>
          </Row>,
        );
    } else rows.push(item(f));
  }

  const kindName = t(`kind.${kind}`);
  return (
    <Drawer
      open
      width={960}
      onClose={onClose}
      destroyOnHidden
      title={row ? t('editKind', { kind: kindName, id: row.id }) : t('createKind', { kind: kindName })}
      footer={
        <div className={styles.footer}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            {t('save')}
          </Button>
        </div>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={() => void submit()} scrollToFirstError>
        {rows}
      </Form>
    </Drawer>
  );
}
