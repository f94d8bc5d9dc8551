import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as Toast } from 'antd-mobile/es/components/toast';

/**
 * antd-mobile's imperative APIs (Toast.show, Dialog.confirm, …) on React 19:
 * antd-mobile 5 renders them with the legacy ReactDOM.render, which React 19
 * removed, so they get a createRoot-based renderer here (antd-mobile's
 * documented unstableSetRender hook), installed once when this module loads.
 *
 * Use Toast and Dialog through this module (or components/feedback.ts, which
 * loads it on first use) — never straight from antd-mobile — so the renderer
 * is always in place. It stays out of the first load with the animation
 * library those APIs bring.
 */
type RootHost = (Element | DocumentFragment) & { __h5Root?: Root };

unstableSetRender((node, container) => {
  const host = container as RootHost;
  host.__h5Root ??= createRoot(container);
  const root = host.__h5Root;
  root.render(node);
  return async () => {
    // Unmount after the current render pass (React warns when a root unmounts during one).
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host.__h5Root;
  };
});
