// Fund pages use the member centre's page frame.
export { MemberPage as FundPage, LoadError } from '../../components/MemberPageFrame';
