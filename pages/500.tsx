import { ErrorPage } from '@/components/layout/ErrorPage';
import type { ShellPage } from '@/components/layout/page-types';
import { staticShellPageProps } from '@/server/ssr/shell-page-props';

const ServerErrorPage: ShellPage = () => <ErrorPage code={500} />;

export const getStaticProps = staticShellPageProps;

export default ServerErrorPage;
