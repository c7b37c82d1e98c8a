import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { FileDrop } from '@/components/ui/FileDrop';
import { FileDropPrompt } from '@/components/ui/FileDropPrompt';
import { failureMessage } from '@/lib/api/failure-message';
import { request } from '@/lib/api/request';
import { COMPANY_ROUTES } from '@/lib/api/routes';
import type { Company } from '@/lib/schemas/companies';
import { useGetCompanyFilesQuery, useUploadCompanyLogoMutation } from '@/store/api/companies';

/** The types a logo may have (the avatar rules, R-23.6). */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The company's logo, read with the caller's token (`GET /company_files?file_id=`) and shown from memory; initials without one. */
export function CompanyLogo({ company, size = 64 }: { company: Company; size?: number }) {
  const t = useTranslations('companies');
  const files = useGetCompanyFilesQuery(undefined, { skip: !company.has_logo });
  const logo = files.data?.find((file) => file.purpose === 'logo');
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    if (!logo) return;
    let url: string | undefined;
    let live = true;
    request<ArrayBuffer>('GET', COMPANY_ROUTES.companyFiles, { kind: 'developer', file_id: logo.id }, { bytes: true })
      .then((bytes) => {
        url = URL.createObjectURL(new Blob([bytes], { type: logo.content_type }));
        if (live) setSource(url);
      })
      .catch(() => live && setSource(null));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [logo]);
  return (
    <Avatar src={source} size={size} radius="md" alt={t('logoAlt', { name: company.legal_name })} color="forest">
      {company.legal_name.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}

/** In the company form (admins): the logo now and a drop area for a new one, which replaces it at once. */
export function CompanyLogoField({ company }: { company: Company }) {
  const t = useTranslations('companies');
  const [upload, uploading] = useUploadCompanyLogoMutation();
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const take = async ([file]: File[]) => {
    if (!file) return;
    setMessage(null);
    try {
      await upload(file).unwrap();
      setMessage({ error: false, text: t('logoSaved') });
    } catch (failure) {
      setMessage({ error: true, text: failureMessage(failure, t('logoFailed')) });
    }
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('logo')}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <CompanyLogo company={company} />
        <FileDrop
          onDrop={(dropped) => void take(dropped)}
          onReject={() => setMessage({ error: true, text: t('logoRejected') })}
          accept={LOGO_TYPES}
          multiple={false}
          loading={uploading.isLoading}
          label={t('logoDrop')}
          inputLabel={t('logoChoose')}
          p="sm"
        >
          <FileDropPrompt size="compact" icon="image" title={t('logoDrop')} hint={t('logoHint')} />
        </FileDrop>
      </Group>
      {message && (
        <Text size="xs" c={message.error ? 'red.8' : 'forest.8'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </Text>
      )}
    </Stack>
  );
}
