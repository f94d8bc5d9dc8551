import { Link } from 'react-router-dom';
import { AlertIcon } from '../../components/icons';
import { StatusPanel, panelButtonClass } from '../../components/StatusPanel';

/** A friendly "this item does not exist" page body with a way back to its list. */
export function NotFoundState({ title, body, back }: { title: string; body?: string; back: { to: string; label: string } }) {
  return (
    <div data-testid="not-found">
      <StatusPanel
        icon={<AlertIcon size={28} />}
        tone="warning"
        title={title}
        body={body}
        actions={
          <Link to={back.to} className={panelButtonClass(true)}>
            {back.label}
          </Link>
        }
      />
    </div>
  );
}
