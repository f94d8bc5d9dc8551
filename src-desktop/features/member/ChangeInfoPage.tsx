import { ChangeInfoPage } from './ChangePages';

export default ChangeInfoPage;
