import { Navigate, useParams } from 'react-router-dom';
import { DEVICE_LIST_PATH, devicePath } from './model-path';

/**
 * Old document paths (/doc/:model, /doc/:model.html, /doc/:model/*, /mobile/box/:model,
 * /mobile/terminal/:model, /h5/device/:model) go to the model's page, replacing the old URL.
 */
export default function LegacyDocRedirect() {
  const model = useParams().model ?? '';
  return <Navigate to={model ? devicePath(model) : DEVICE_LIST_PATH} replace />;
}
