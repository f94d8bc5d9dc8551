import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnterpriseInfoState } from '#shared/contract/enterprise';
import { useEnterpriseOptions } from './useOptions';

/** The enterprise info as submitted or approved, read rather than edited. */
export default function InfoView({ state }: { state: EnterpriseInfoState }) {
  const { t } = useTranslation('member');
  const opts = useEnterpriseOptions();
  const i = state.info!;
  const f = (k: string) => t(`businessInfo.field.${k}`);
  return (
    <Descriptions bordered column={2} size="middle" styles={{ label: { width: 140 } }}>
      <Descriptions.Item label={f('name')} span={2}>
        {i.name}
      </Descriptions.Item>
      <Descriptions.Item label={f('introduction')} span={2}>
        {i.introduction}
      </Descriptions.Item>
      <Descriptions.Item label={f('establishmentTime')}>{i.establishmentTime}</Descriptions.Item>
      <Descriptions.Item label={f('nature')}>{opts.labelOf('nature', i.nature)}</Descriptions.Item>
      <Descriptions.Item label={f('industry')}>{opts.labelOf('industry', i.industry)}</Descriptions.Item>
      <Descriptions.Item label={f('size')}>{opts.labelOf('size', i.size)}</Descriptions.Item>
      <Descriptions.Item label={f('contacts')}>{i.contacts}</Descriptions.Item>
      <Descriptions.Item label={f('mobile')}>{i.mobile}</Descriptions.Item>
      <Descriptions.Item label={f('telphone')}>{i.telphone}</Descriptions.Item>
      <Descriptions.Item label={f('email')}>{i.email}</Descriptions.Item>
      <Descriptions.Item label={f('address')} span={2}>
        {`${i.provinceName} ${i.cityName} ${i.areaName} ${i.address}`}
      </Descriptions.Item>
    </Descriptions>
  );
}
