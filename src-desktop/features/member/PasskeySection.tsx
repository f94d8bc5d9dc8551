import { Alert, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useAction } from '#shared/api/useAction';
import { useCommand } from '#shared/api/useCommand';
import { passkeyList, passkeyRegister, passkeyRegisterOptions, passkeyRemove, passkeyRename } from '#shared/contract/refs/passkey';
import type { Passkey } from '#shared/contract/passkey';
import { Input } from '../../components/form-inputs';
import { LazyPopconfirm } from '../../components/LazyPopconfirm';
import { createPasskey, passkeyErrorText, passkeysSupported } from '../../components/passkey-browser';
import { toast } from '../../components/toast';
import { formatTime } from './format';
import { LoadError } from './MemberPage';
import styles from './member.module.css';

/**
 * The member's passkeys on the two-step page (decision 0054): add one under a name (the browser's
 * own prompt does the rest), rename, remove after a confirmation; each with when it was added and
 * last used. Shown with two-step verification on: passkeys come on top of the authenticator app.
 */
export function PasskeySection() {
  const { t } = useTranslation('passkey');
  const list = useCommand(passkeyList, {});
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section data-testid="passkeys">
      <h2 className={styles.safeTitle}>{t('title')}</h2>
      <p className={styles.muted}>{t('body')}</p>
      {passkeysSupported() ? <AddPasskey onAdded={list.reload} /> : <Alert type="info" showIcon title={t('unsupported')} style={{ maxWidth: 520 }} />}
      {list.loading && !list.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : list.error && !list.data ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : list.data && list.data.length === 0 ? (
        <p className={styles.muted} data-testid="passkeys-empty">
          {t('empty')}
        </p>
      ) : (
        // A plain list: antd's List would add ~40 kB to the page's first load for four lines of layout.
        <ul className={styles.passkeyList}>
          {(list.data ?? []).map((p) => (
            <li key={p.id} data-testid={editing === p.id ? undefined : 'passkey-item'}>
              {editing === p.id ? (
                <RenameForm passkey={p} onDone={() => (setEditing(null), list.reload())} onCancel={() => setEditing(null)} />
              ) : (
                <>
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <div className={styles.passkeyName}>{p.name}</div>
                    <div className={styles.muted}>
                      {t('added', { time: formatTime(p.createdAt) })} · {p.lastUsedAt ? t('lastUsed', { time: formatTime(p.lastUsedAt) }) : t('neverUsed')}
                    </div>
                  </div>
                  <EditButton name={p.name} onClick={() => setEditing(p.id)} />
                  <RemoveButton passkey={p} onRemoved={list.reload} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A name, then the browser's passkey prompt, then the gateway stores it. */
function AddPasskey({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('passkey');
  const { t: td } = useTranslation('desktop');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    if (!name.trim()) return setError(t('nameRequired'));
    setError(null);
    setBusy(true);
    try {
      const options = await call(passkeyRegisterOptions, {});
      const response = await createPasskey(options);
      await call(passkeyRegister, { name: name.trim(), response });
      setName('');
      toast.success(t('addedToast'));
      onAdded();
    } catch (err) {
      setError(passkeyErrorText(err, td));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
      style={{ maxWidth: 520 }}
    >
      <label htmlFor="passkey-name" style={{ display: 'block', marginBottom: 6 }}>
        {t('nameLabel')}
      </label>
      <div style={{ display: 'flex', gap: 8 }}>
        <Input
          id="passkey-name"
          maxLength={40}
          placeholder={t('namePlaceholder')}
          value={name}
          onChange={(e) => (setName(e.target.value), setError(null))}
          aria-invalid={!!error}
          aria-describedby={error ? 'passkey-add-error' : undefined}
        />
        <Button type="primary" htmlType="submit" loading={busy} data-testid="passkey-add">
          {t('add')}
        </Button>
      </div>
      {error && <Alert id="passkey-add-error" type="error" showIcon title={error} role="alert" style={{ marginTop: 8 }} />}
    </form>
  );
}

function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('passkey');
  return (
    <Button size="small" onClick={onClick} aria-label={t('renameAction', { name })}>
      {t('rename')}
    </Button>
  );
}

function RenameForm({ passkey, onDone, onCancel }: { passkey: Passkey; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('passkey');
  const rename = useAction(passkeyRename);
  const [name, setName] = useState(passkey.name);
  return (
    <form
      style={{ display: 'flex', gap: 8, flexWrap: 'wrap', width: '100%' }}
      onSubmit={(e) => {
        e.preventDefault();
        rename.run({ id: passkey.id, name: name.trim() }).then(onDone, () => undefined);
      }}
    >
      <Input
        aria-label={t('renameLabel', { name: passkey.name })}
        data-testid="passkey-rename-input"
        autoFocus
        maxLength={40}
        value={name}
        onChange={(e) => setName(e.target.value)}
        style={{ flex: 1, minWidth: 160 }}
        onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      />
      <Button type="primary" htmlType="submit" loading={rename.busy} disabled={!name.trim()}>
        {t('save')}
      </Button>
      <Button onClick={onCancel}>{t('cancel')}</Button>
      {rename.error && <Alert type="error" showIcon title={rename.error.info} role="alert" style={{ width: '100%' }} />}
    </form>
  );
}

function RemoveButton({ passkey, onRemoved }: { passkey: Passkey; onRemoved: () => void }) {
  const { t } = useTranslation('passkey');
  const remove = useAction(passkeyRemove);
  return (
    <LazyPopconfirm
      title={t('removeConfirm', { name: passkey.name })}
      description={t('removeBody')}
      okText={t('remove')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading: remove.busy }}
      onConfirm={() =>
        remove.run({ id: passkey.id }).then(
          () => {
            toast.success(t('removed'));
            onRemoved();
          },
          (err: { info?: string }) => toast.error(err.info ?? String(err)),
        )
      }
    >
      <Button size="small" danger aria-label={t('removeAction', { name: passkey.name })}>
        {t('remove')}
      </Button>
    </LazyPopconfirm>
  );
}
