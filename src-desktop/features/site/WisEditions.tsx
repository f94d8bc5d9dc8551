import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../../src-shared/auth/session';
import { text } from '../../../src-shared/rules/texts';
import { useLang } from '../../components/useLang';
import styles from './product.module.css';
import site from './site.module.css';

/**
 * WIS trial versus official edition, and what the signed-in visitor may open, with the
 * spec's product messages: a personal member cannot open the official edition; an
 * uncertified company must be certified first; a certified company applies for the
 * official edition directly instead of a trial. (The wis/* opening commands are not
 * served yet: opening goes through an adviser, see the issue 5 report.)
 */
export function WisEditions() {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useSession((s) => s.profile);
  const signedIn = useSession((s) => s.token !== null) && profile !== null;
  const personal = profile?.memberType === 'personal';
  const certified = profile?.memberType === 'enterprise' && profile.certified === true;

  const trialNote = !signedIn ? t('site:wis.signInFirst') : certified ? text('wis.certifiedApplyOfficial', lang) : t('site:wis.trialOk');
  const officialNote = !signedIn
    ? t('site:wis.signInFirst')
    : personal
      ? text('wis.personalNotAllowed', lang)
      : certified
        ? t('site:wis.officialOk')
        : text('realName.required', lang);

  return (
    <section className={styles.section} aria-labelledby="wis-editions">
      <h2 id="wis-editions" className={styles.sectionTitle}>
        {t('site:wis.title')}
      </h2>
      <div className={styles.editions}>
        <article className={styles.edition} data-testid="wis-trial">
          <p className={styles.editionBadge}>{t('site:wis.trialBadge')}</p>
          <h3 className={styles.editionName}>{t('site:wis.trialName')}</h3>
          <ul className={styles.editionList}>
            <li>{t('site:wis.trial1')}</li>
            <li>{t('site:wis.trial2')}</li>
            <li>{t('site:wis.trial3')}</li>
          </ul>
          <p className={styles.editionNote} role="status">
            {trialNote}
          </p>
          {signedIn ? (
            <a href="#contact" className={site.outlineBtn}>
              {t('site:productActions.contact')}
            </a>
          ) : (
            <Link to="/login" className={site.outlineBtn}>
              {t('site:productActions.login')}
            </Link>
          )}
        </article>
        <article className={`${styles.edition} ${styles.editionMain}`} data-testid="wis-official">
          <p className={styles.editionBadge}>{t('site:wis.officialBadge')}</p>
          <h3 className={styles.editionName}>{t('site:wis.officialName')}</h3>
          <ul className={styles.editionList}>
            <li>{t('site:wis.official1')}</li>
            <li>{t('site:wis.official2')}</li>
            <li>{t('site:wis.official3')}</li>
          </ul>
          <p className={styles.editionNote} role="status">
            {officialNote}
          </p>
          {signedIn ? (
            <a href="#contact" className={site.primaryBtn}>
              {t('site:productActions.contact')}
            </a>
          ) : (
            <Link to="/register" className={site.primaryBtn}>
              {t('site:productActions.registerCompany')}
            </Link>
          )}
        </article>
      </div>
    </section>
  );
}
