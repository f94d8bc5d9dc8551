import { lazy, useState } from 'react';
import { WhenOpened } from '../../components/WhenOpened';
import { useTranslation } from 'react-i18next';
import { authStyles } from './AuthShell';

// antd Modal loads when a document is first opened, not with the registration form.
const Modal = lazy(() => import('antd/es/modal'));

/** "I have read and agree to the User Agreement and the Privacy Policy", each opening its text. */
export function AgreementLabel() {
  const { t } = useTranslation('account');
  const [doc, setDoc] = useState<'agreement' | 'privacy' | null>(null);
  const open = (d: 'agreement' | 'privacy') => (e: React.MouseEvent) => {
    // The links sit inside the checkbox's label: opening a document must not tick it.
    e.preventDefault();
    e.stopPropagation();
    setDoc(d);
  };
  return (
    <>
      {t('register.agree.prefix')}
      <a href="#agreement" className={authStyles.textLink} onClick={open('agreement')}>
        {t('register.agree.agreement')}
      </a>
      {t('register.agree.and')}
      <a href="#privacy" className={authStyles.textLink} onClick={open('privacy')}>
        {t('register.agree.privacy')}
      </a>
      <WhenOpened open={doc !== null}>
        <Modal open={doc !== null} title={doc ? t(`register.doc.${doc}.title`) : ''} footer={null} onCancel={() => setDoc(null)} width={560}>
          {doc &&
            (t(`register.doc.${doc}.body`, { returnObjects: true }) as string[]).map((p, i) => (
              <p key={i} style={{ lineHeight: 1.8 }}>
                {p}
              </p>
            ))}
        </Modal>
      </WhenOpened>
    </>
  );
}
