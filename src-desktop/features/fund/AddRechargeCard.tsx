import { Button, Input, Modal, Select } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { bindCard, checkSmsCode, getRechargeBankList } from '#shared/contract/refs/bank-card';
import { smsCode as smsCodeRule } from '#shared/rules/fields';
import * as f from '#shared/rules/fund-fields';
import { accountInput } from '#shared/utils/bank-groups';
import { useLang } from '../../components/useLang';
import { placeFieldErrors, zodRule } from '../../components/form-rules';
import { SmsCodeField } from './SmsCodeField';
import { toast } from '../../components/toast';

interface CardForm {
  holderName: string;
  bankCode: string;
  cardNo: string;
  idNumber: string;
  mobile: string;
  smsCode: string;
}

/**
 * Adds a personal recharge card: holder, bank, number, ID number, bank-reserved mobile. "Send code"
 * submits the card (the bank texts the reserved mobile); confirming with the code verifies it.
 */
export function AddRechargeCard({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (cardId: number) => void }) {
  const { t } = useTranslation('fund');
  const lang = useLang();
  const [form] = Form.useForm<CardForm>();
  const [cardId, setCardId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const banks = useCommand(getRechargeBankList, {}, { enabled: open });

  const send = async () => {
    const v = await form.validateFields(['holderName', 'bankCode', 'cardNo', 'idNumber', 'mobile']);
    const r = await call(bindCard, { holderName: v.holderName, bankCode: v.bankCode, cardNo: v.cardNo.replace(/\s/g, ''), idNumber: v.idNumber, mobile: v.mobile });
    setCardId(r.cardId);
    toast.success(t('sms.sent'));
    return r.resendAfter;
  };
  const confirm = async () => {
    const { smsCode } = await form.validateFields(['smsCode']);
    if (!cardId) {
      form.setFields([{ name: 'smsCode', errors: [t('sms.fetchFirst')] }]);
      return;
    }
    setBusy(true);
    try {
      await call(checkSmsCode, { cardId, smsCode });
      toast.success(t('cards.added'));
      form.resetFields();
      setCardId(null);
      onAdded(cardId);
    } catch (e) {
      if (!placeFieldErrors(form, e)) toast.error((e as GatewayError).info);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('cards.addRecharge')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="c" onClick={onClose}>
          {t('common:action.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => void confirm()} data-testid="confirm-card">
          {t('common:action.confirm')}
        </Button>,
      ]}
    >
      <Form<CardForm> form={form} layout="vertical" preserve={false}>
        <Form.Item label={t('card.holderName')} name="holderName" rules={[zodRule(f.holderName, lang, 'rule.fund.holderName.required')]}>
          <Input name="holderName" maxLength={30} />
        </Form.Item>
        <Form.Item label={t('card.bank')} name="bankCode" rules={[{ required: true, message: t('card.bankRequired') }]}>
          <Select id="bankCode" showSearch optionFilterProp="label" loading={banks.loading} options={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))} placeholder={t('card.bankPlaceholder')} />
        </Form.Item>
        <Form.Item label={t('card.cardNo')} name="cardNo" normalize={accountInput} rules={[zodRule(f.personalCardNo, lang, 'rule.fund.cardNo.required')]}>
          <Input name="cardNo" inputMode="numeric" autoComplete="cc-number" />
        </Form.Item>
        <Form.Item label={t('card.idNumber')} name="idNumber" rules={[zodRule(f.idNumber, lang, 'rule.general.idCard')]}>
          <Input name="idNumber" maxLength={18} />
        </Form.Item>
        <Form.Item label={t('card.mobile')} name="mobile" rules={[zodRule(f.reservedMobile, lang, 'rule.register.mobile.required')]}>
          <Input name="mobile" inputMode="tel" maxLength={11} />
        </Form.Item>
        <Form.Item label={t('sms.label')} name="smsCode" rules={[zodRule(smsCodeRule, lang, 'rule.register.code.required')]}>
          <SmsCodeField onSend={send} errorsOn={form} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
