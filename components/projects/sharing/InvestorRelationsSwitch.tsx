import { Switch } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { ShareGrant } from '@/lib/schemas/projects';
import { useAppDispatch } from '@/store/hooks';
import { useSetInvestorRelationsMutation } from '@/store/api/project-sharing';
import { setToast, setToastError } from '@/store/slices/app';

/**
 * The owner names an editor for investor relations (requirements ): with the owner, they see investors' personal
 * data (signatures' addresses and software, e-mails, signed PDFs). Shown on an editor's invitation only.
 */
export function InvestorRelationsSwitch({ projectId, grant }: { projectId: string; grant: ShareGrant }) {
  const t = useTranslations('trail.investorRelations');
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useSetInvestorRelationsMutation();
  if (grant.right !== 'edit') return null;
  const name = grant.user?.name ?? grant.email;
  const change = async (value: boolean) => {
    try {
      await save({ project_id: projectId, id: grant.id, investor_relations: value }).unwrap();
      dispatch(setToast(t(value ? 'named' : 'unnamed', { name })));
    } catch (failure) {
      dispatch(setToastError(failureMessage(failure, t('failed'))));
    }
  };
  return (
    <Switch
      size="sm"
      mt="xs"
      label={t('label')}
      description={t('description')}
      checked={grant.investor_relations}
      disabled={isLoading}
      onChange={(event) => void change(event.currentTarget.checked)}
    />
  );
}
