export function DesktopApp() {
  return <div>desktop</div>;
}
