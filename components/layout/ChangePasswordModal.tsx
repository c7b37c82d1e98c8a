import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { failureStatus } from '@/lib/api/api-error';
import { PASSWORD_MIN_LENGTH } from '@/lib/schemas/users';
import { useChangePasswordMutation } from '@/store/api/users';
import { useAppDispatch } from '@/store/hooks';
import { setToast } from '@/store/slices/app';

type Field = 'current' | 'next' | 'repeat';
type Errors = Partial<Record<Field | 'form', string>>;

/** "Change my password": the current password and the new one twice (`PUT /me/password`). */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTranslations('auth');
  const dispatch = useAppDispatch();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<Errors>({});

  const close = () => {
    setValues({ current: '', next: '', repeat: '' });
    setErrors({});
    onClose();
  };

  const check = (): Errors => {
    const found: Errors = {};
    if (!values.current) found.current = t('passwordWrong');
    if (values.next.length < PASSWORD_MIN_LENGTH) found.next = t('passwordShort');
    else if (values.next === values.current) found.next = t('passwordSame');
    if (values.repeat !== values.next) found.repeat = t('passwordMismatch');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await change({ current_password: values.current, new_password: values.next }).unwrap();
      dispatch(setToast(t('passwordChanged')));
      close();
    } catch (error) {
      const status = failureStatus(error);
      if (status === 422) setErrors({ current: t('passwordWrong') });
      else setErrors({ form: t(status === 429 ? 'passwordTooMany' : 'passwordFailed') });
    }
  };

  const input = (field: Field, label: string, autoComplete: string, description?: string) => (
    <PasswordInput
      label={label}
      description={description}
      autoComplete={autoComplete}
      required
      value={values[field]}
      error={errors[field]}
      onChange={(event) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [field]: value }));
      }}
    />
  );

  return (
    <Modal opened={opened} onClose={close} title={t('passwordTitle')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {input('current', t('passwordCurrent'), 'current-password')}
          {input('next', t('passwordNew'), 'new-password', t('passwordHint'))}
          {input('repeat', t('passwordRepeat'), 'new-password')}
          {errors.form && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
              {errors.form}
            </div>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={isLoading}>
              {t('passwordSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
