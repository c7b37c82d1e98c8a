import { useState } from 'react';
import { Button, Skeleton, Stack } from '@mantine/core';
import { LazyEmptyNotice } from '@/components/ui/LazyEmptyNotice';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useGetMyTodosQuery } from '@/store/deferred/todos';
import { DashboardCard } from './DashboardCard';

/** A to-do's row (with its state and assignee controls): loaded with the list, out of the dashboard's first load (issue 25). */
const TodoRow = dynamic(() => import('@/components/ui/todos/TodoRow').then((module) => module.TodoRow));
/** The form of a to-do made from the dashboard, with its project to choose: loaded on the first click. */
const TodoDialog = dynamic(() => import('@/components/ui/todos/TodoDialog'), { ssr: false });

/** How many to-dos the dashboard lists (the rest are on each project's to-dos tab). */
export const DASHBOARD_TODOS = 8;

/**
 * "My to-dos": on every project I may read, the open to-dos assigned to me or to nobody, by due date, each
 * with its project; read again each time the dashboard opens, so a compute's new to-dos show.
 */
export function TodosCard() {
  const t = useTranslations('todos');
  const { data, isLoading } = useGetMyTodosQuery(undefined, { refetchOnMountOrArgChange: true });
  const items = data?.items ?? [];
  const [dialog, setDialog] = useState<'closed' | 'open' | 'never'>('never');
  let content;
  if (isLoading) content = <Skeleton height={56} radius="md" />;
  else if (items.length === 0) {
    content = <LazyEmptyNotice icon={<IconListCheck size={28} aria-hidden />} variant="light" color="forest" description={t('mineEmpty')} />;
  } else {
    content = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.slice(0, DASHBOARD_TODOS).map((todo) => (
          <TodoRow key={todo.id} todo={todo} showProject />
        ))}
      </Stack>
    );
  }
  return (
    <DashboardCard
      id="dashboard-todos"
      title={t('mineTitle')}
      action={
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setDialog('open')}>
          {t('new')}
        </Button>
      }
    >
      {content}
      {dialog !== 'never' && <TodoDialog opened={dialog === 'open'} onClose={() => setDialog('closed')} />}
    </DashboardCard>
  );
}
