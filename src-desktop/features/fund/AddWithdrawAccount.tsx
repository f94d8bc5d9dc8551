import { Button, Input, Select, Steps } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondFactorCancelled, useSecondFactorPrompt } from '../../components/SecondFactorPrompt';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { CardStatus } from '#shared/contract/bank-card';
import { addWithdrawCard, areaList, bankList, branchBankList, checkMoney, provinceList } from '#shared/contract/refs/bank-card';
import * as f from '#shared/rules/fund-fields';
import { text } from '#shared/rules/texts';
import { accountInput } from '#shared/utils/bank-groups';
import { useLang } from '../../components/useLang';
import { placeFieldErrors, zodRule } from '../../components/form-rules';
import { MoneyInput } from './MoneyInput';
import { PayKeyInput } from './PayKeyInput';
import styles from './fund.module.css';
import { useStepFocus } from './useStepFocus';
import { toast } from '../../components/toast';
import { ResultState } from '../../components/ResultState';

interface BankStep {
  bankCode: string;
  provinceCode: string;
  cityCode: string;
  branchCode: string;
}

/**
 * Adds the withdrawal account in 4 steps: bank and account bank (bank list with search and paging,
 * province, city, branch search), account details (personal cards only), the micro-deposit amount,
 * and the result (under bank review, then bound). The holder is the company's legal representative
 * and the payment password confirms the change; a bound account stays until its replacement is bound.
 */
export function AddWithdrawAccount({ onDone, onCancel, resumeCardId }: { onDone: () => void; onCancel: () => void; resumeCardId?: number }) {
  const { t } = useTranslation('fund');
  const lang = useLang();
  // An account still waiting for its micro-deposit resumes at the verification step.
  const [step, setStep] = useState(resumeCardId ? 2 : 0);
  const body = useStepFocus(step);
  // Changing where the company's money goes: a code too, for a member with two-step verification (decision 0051).
  const twoStep = useSecondFactorPrompt();
  const [bank, setBank] = useState<BankStep | null>(null);
  const [cardId, setCardId] = useState<number | null>(resumeCardId ?? null);
  const [status, setStatus] = useState<CardStatus>('waitingPayment');
  const [busy, setBusy] = useState(false);
  const [bankForm] = Form.useForm<BankStep>();
  const [detailForm] = Form.useForm<{ holderName: string; cardNo: string; payPassword: string }>();
  const [moneyForm] = Form.useForm<{ amount: string }>();

  const [bankQuery, setBankQuery] = useState('');
  const [bankPage, setBankPage] = useState(1);
  const banks = useCommand(bankList, bankQuery ? { name: bankQuery } : {}, { page: bankPage, rows: 10 });
  const provinces = useCommand(provinceList, {});
  const provinceCode = Form.useWatch('provinceCode', bankForm);
  const cityCode = Form.useWatch('cityCode', bankForm);
  const bankCode = Form.useWatch('bankCode', bankForm);
  const cities = useCommand(areaList, { provinceCode: provinceCode ?? '' }, { enabled: !!provinceCode });
  const [branchQuery, setBranchQuery] = useState('');
  const branches = useCommand(branchBankList, { bankCode: bankCode ?? '', cityCode: cityCode ?? '', ...(branchQuery ? { name: branchQuery } : {}) }, { enabled: !!bankCode && !!cityCode, page: 1, rows: 50 });

  const run = async (fn: () => Promise<void>, form: Parameters<typeof placeFieldErrors>[0]) => {
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      if (e instanceof SecondFactorCancelled) return;
      if (!placeFieldErrors(form, e)) toast.error((e as GatewayError).info);
    } finally {
      setBusy(false);
    }
  };

  const bankOptions = (banks.data?.list ?? []).map((b) => ({ value: b.code, label: b.name }));
  const more = banks.data && banks.data.total > bankPage * 10;
  return (
    <div data-testid="add-withdraw-account">
      {twoStep.dialog}
      <Steps className={styles.steps} current={step} items={[{ title: t('addW.step.bank') }, { title: t('addW.step.details') }, { title: t('addW.step.verify') }, { title: t('addW.step.result') }]} />
      <div className={styles.stepBody} ref={body} tabIndex={-1}>
        {step === 0 && (
          <Form<BankStep>
            form={bankForm}
            layout="vertical"
            initialValues={bank ?? undefined}
            onFinish={(v) => {
              setBank(v);
              setStep(1);
            }}
          >
            <Form.Item label={t('card.bank')} name="bankCode" rules={[{ required: true, message: text('rule.withdrawCard.bank.required', lang) }]}>
              <Select
                id="bankCode"
                showSearch
                filterOption={false}
                onSearch={(q) => {
                  setBankQuery(q.trim());
                  setBankPage(1);
                }}
                loading={banks.loading}
                options={bankOptions}
                placeholder={t('card.bankPlaceholder')}
                onChange={() => bankForm.setFieldValue('branchCode', undefined)}
                popupRender={(menu) => (
                  <>
                    {menu}
                    {(bankPage > 1 || more) && (
                      <div className={styles.quick} style={{ padding: 8, margin: 0 }}>
                        <Button size="small" disabled={bankPage === 1} onClick={() => setBankPage(bankPage - 1)}>
                          {t('action.prevPage')}
                        </Button>
                        <Button size="small" disabled={!more} onClick={() => setBankPage(bankPage + 1)}>
                          {t('action.nextPage')}
                        </Button>
                      </div>
                    )}
                  </>
                )}
              />
            </Form.Item>
            <Form.Item label={t('addW.province')} name="provinceCode" rules={[{ required: true, message: text('rule.withdrawCard.branch.required', lang) }]}>
              <Select id="provinceCode" options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))} onChange={() => bankForm.setFieldsValue({ cityCode: undefined, branchCode: undefined })} />
            </Form.Item>
            <Form.Item label={t('addW.city')} name="cityCode" rules={[{ required: true, message: text('rule.withdrawCard.branch.required', lang) }]}>
              <Select id="cityCode" disabled={!provinceCode} options={(cities.data ?? []).map((c) => ({ value: c.code, label: c.name }))} onChange={() => bankForm.setFieldValue('branchCode', undefined)} />
            </Form.Item>
            <Form.Item label={t('addW.branch')} name="branchCode" rules={[{ required: true, message: text('rule.withdrawCard.branch.required', lang) }]}>
              <Select
                id="branchCode"
                showSearch
                filterOption={false}
                onSearch={(q) => setBranchQuery(q.trim())}
                disabled={!bankCode || !cityCode}
                loading={branches.loading}
                options={(branches.data?.list ?? []).map((b) => ({ value: b.code, label: b.name }))}
                placeholder={t('addW.branchPlaceholder')}
              />
            </Form.Item>
            <div className={styles.quick}>
              <Button onClick={onCancel}>{t('common:action.cancel')}</Button>
              <Button type="primary" htmlType="submit">
                {t('action.next')}
              </Button>
            </div>
          </Form>
        )}
        {step === 1 && bank && (
          <Form
            form={detailForm}
            layout="vertical"
            onFinish={(v) =>
              void run(async () => {
                const params = { ...bank, holderName: v.holderName, cardNo: v.cardNo.replace(/\s/g, ''), payPassword: v.payPassword };
                const r = await twoStep.withCode((otpCode) => call(addWithdrawCard, { ...params, ...(otpCode ? { otpCode } : {}) }));
                setCardId(r.cardId);
                setStep(2);
              }, detailForm)
            }
          >
            <p className={styles.muted}>{text('rule.withdrawCard.personalCard', lang)}</p>
            <Form.Item label={t('card.holderName')} name="holderName" rules={[zodRule(f.holderName, lang, 'rule.fund.holderName.required')]}>
              <Input name="holderName" maxLength={30} autoFocus />
            </Form.Item>
            <Form.Item label={t('card.cardNo')} name="cardNo" normalize={accountInput} rules={[zodRule(f.personalCardNo, lang, 'rule.fund.cardNo.required')]}>
              <Input name="cardNo" inputMode="numeric" />
            </Form.Item>
            {/* Changing where the company's money goes takes the payment password (server-checked, locks after 5 misses). */}
            <Form.Item label={t('payKey.label')} name="payPassword" extra={t('addW.payKeyHint')} validateTrigger="onBlur" rules={[zodRule(f.payPassword, lang, 'rule.fund.payKey.format')]}>
              <PayKeyInput name="payPassword" />
            </Form.Item>
            <div className={styles.quick}>
              <Button onClick={() => setStep(0)}>{t('action.prev')}</Button>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('addW.submit')}
              </Button>
            </div>
          </Form>
        )}
        {step === 2 && cardId && (
          <Form
            form={moneyForm}
            layout="vertical"
            onFinish={(v) =>
              void run(async () => {
                const r = await call(checkMoney, { cardId, amount: v.amount });
                setStatus(r.status);
                setStep(3);
              }, moneyForm)
            }
          >
            <p>{t('addW.depositHint')}</p>
            <Form.Item label={t('addW.depositAmount')} name="amount" rules={[zodRule(f.amount, lang, 'rule.recharge.amount.required')]}>
              <MoneyInput name="amount" autoFocus placeholder="0.00" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('addW.verify')}
            </Button>
          </Form>
        )}
        {step === 3 && (
          <ResultState
            status={status === 'bound' ? 'success' : 'info'}
            title={t(`cardStatus.${status}`)}
            subTitle={status === 'bankReview' ? text('fund.bindCardProcessing', lang) : undefined}
            data-testid="add-withdraw-result"
            extra={
              <Button type="primary" onClick={onDone}>
                {t('common:action.back')}
              </Button>
            }
          />
        )}
      </div>
    </div>
  );
}
