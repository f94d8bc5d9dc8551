import { Outlet } from 'react-router-dom';
import './h5-layout.css';

/** Full-screen pages (activities, result screens): only the safe-area padding, no NavBar. */
export function BareLayout() {
  return (
    <main className="h5-main h5-main--bare">
      <Outlet />
    </main>
  );
}
