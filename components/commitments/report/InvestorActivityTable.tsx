import { Table, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { InvestorActivity } from '@/lib/schemas/audit';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';

/** One row per investor and document (one for an investor who viewed none), with the signature and the questions. */
export function InvestorActivityTable({ investors }: { investors: InvestorActivity[] }) {
  const t = useTranslations('commitments.report');
  const f = useInvestmentFormat();
  const when = (iso: string | null) => (iso ? f.dateTime(iso) : '—');
  const rows = investors.flatMap((investor) => {
    const signed =
      investor.signed_at && investor.commitment_amount !== null && investor.currency
        ? `${f.date(investor.signed_at)} · ${f.money(investor.commitment_amount, investor.currency)}`
        : t('notSigned');
    const documents = investor.documents.length > 0 ? investor.documents : [null];
    return documents.map((document, index) => (
      <Table.Tr key={`${investor.investor_id}:${document?.file_id ?? 'none'}`}>
        <Table.Td>{index === 0 ? investor.investor_name || investor.investor_id : ''}</Table.Td>
        <Table.Td>
          {document ? (
            document.file_name
          ) : (
            <Text c="gray.7" size="sm">
              {t('noDocument')}
            </Text>
          )}
        </Table.Td>
        <Table.Td>{document?.views ?? 0}</Table.Td>
        <Table.Td>{document?.pages_viewed ?? 0}</Table.Td>
        <Table.Td>{t('seconds', { seconds: Math.round(document?.total_seconds ?? 0) })}</Table.Td>
        <Table.Td>{document?.downloads ?? 0}</Table.Td>
        <Table.Td>{when(document?.first_viewed_at ?? null)}</Table.Td>
        <Table.Td>{when(document?.last_viewed_at ?? null)}</Table.Td>
        <Table.Td>{index === 0 ? signed : ''}</Table.Td>
        <Table.Td>{index === 0 ? investor.information_requests : ''}</Table.Td>
      </Table.Tr>
    ));
  });
  const headers = ['investor', 'document', 'views', 'pages', 'time', 'downloads', 'firstView', 'lastView', 'signed', 'requests'] as const;
  return (
    <Table.ScrollContainer minWidth={900} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('tableLabel') } }}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header} scope="col">
                {t(header)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
