import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '#shared/rules/texts';

type Doc = 'agreement' | 'privacy';
interface DocText {
  title: string;
  body: string[];
}

// The documents' texts are the desktop registration's (account area), fetched when first opened:
// they are not part of the H5 pages' first load.
const docs = {
  'zh-CN': () => import('#shared/i18n/locales/zh-CN/account.json'),
  en: () => import('#shared/i18n/locales/en/account.json'),
};

/**
 * "I have read and agree to the User Agreement and the Privacy Policy" beside the checkbox, each
 * document name a link that opens its text in a modal dialog (focus stays inside; Escape closes).
 */
export function AgreementLine() {
  const { t, i18n } = useTranslation('wxRegister');
  const dialog = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState<DocText | null>(null);
  const open = (d: Doc) => async (e: React.MouseEvent) => {
    // The links sit inside the checkbox's label: opening a document must not tick it.
    e.preventDefault();
    e.stopPropagation();
    const mod = await docs[normalizeLang(i18n.language)]();
    setShown(mod.default.register.doc[d]);
    dialog.current?.showModal();
  };
  return (
    <>
      <span>
        {t('register.agreeParts.prefix')}
        <a href="#agreement" className="h5-text-link" onClick={(e) => void open('agreement')(e)}>
          {t('register.agreeParts.agreement')}
        </a>
        {t('register.agreeParts.and')}
        <a href="#privacy" className="h5-text-link" onClick={(e) => void open('privacy')(e)}>
          {t('register.agreeParts.privacy')}
        </a>
      </span>
      <dialog ref={dialog} className="h5-doc" aria-labelledby="h5-doc-title" onClose={() => setShown(null)}>
        {shown && (
          <>
            <h2 id="h5-doc-title">{shown.title}</h2>
            {shown.body.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </>
        )}
        <form method="dialog">
          <button type="submit" className="h5-link-button">
            {t('register.agreeParts.close')}
          </button>
        </form>
      </dialog>
    </>
  );
}
