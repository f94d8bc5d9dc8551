// The frame every member-centre page shares (also the fund pages).
export { MemberPage, LoadError } from '../../components/MemberPageFrame';
