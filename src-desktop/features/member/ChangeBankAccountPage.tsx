import { ChangeBankPage } from './ChangePages';

export default ChangeBankPage;
