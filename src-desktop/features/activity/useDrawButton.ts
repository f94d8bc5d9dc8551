import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ActivityInfo, DrawCount, DrawResult } from '#shared/contract/activity';
import { newRequestId } from '#shared/stores/activity';
import { loginHref } from '../../app/guards';

/** What the centre button says and does for this visitor or member. */
export function useDrawButton(p: { info: ActivityInfo | null; count: DrawCount | null; signedIn: boolean; here: string; draw: (requestId: string) => Promise<DrawResult> }) {
  const { t } = useTranslation('activity');
  const navigate = useNavigate();
  const login = () => navigate(loginHref(p.here));
  const live = p.info?.status === 'live';
  const left = p.count?.left ?? 0;
  const label = !live && p.info ? t('notLive', { status: t(`status.${p.info.status}`) }) : !p.signedIn ? t('loginToDraw') : left > 0 ? t('draw') : t('noDrawsLeft');
  const canDraw = live && p.signedIn && left > 0;
  const onDraw = async () => {
    try {
      return await p.draw(newRequestId());
    } catch (e) {
      void message.error((e as { info?: string }).info ?? String(e));
      throw e;
    }
  };
  return { label, sublabel: canDraw ? t('leftShort', { left }) : undefined, canDraw, onBlocked: live && !p.signedIn ? login : undefined, onDraw, login };
}
