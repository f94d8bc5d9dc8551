export function MobileApp() {
  return <div>mobile</div>;
}
